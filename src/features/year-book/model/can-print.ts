// In-app browsers (Facebook, Instagram, LINE, WeChat, Android web views) open no print dialog:
// window.print exists but does nothing, so the user agent is the only tell.
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|; wv\)/;

export function canPrint(win: { print?: unknown; navigator?: { userAgent?: string } } | undefined): boolean {
  if (!win || typeof win.print !== 'function') return false;
  return !IN_APP_BROWSER.test(win.navigator?.userAgent ?? '');
}

/** Page size and margins: a wider inner margin for binding, page numbers at the foot. */
export function pageRule(paper: 'a4' | 'letter'): string {
  const size = paper === 'a4' ? 'A4' : 'letter';
  return [
    `@page { size: ${size}; margin: 16mm 14mm 18mm 14mm; @bottom-center { content: counter(page); font: 10pt Georgia, serif; color: #57534e; } }`,
    '@page :left { margin-left: 14mm; margin-right: 22mm; }',
    '@page :right { margin-left: 22mm; margin-right: 14mm; }',
    '@page :first { @bottom-center { content: none; } }',
  ].join('\n');
}
