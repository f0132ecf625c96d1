import { Copy, Share2, X } from 'lucide-react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '@/ui/button';

export type InvitePanelProps = {
  link: string;
  expiresAt: string;
  copied: boolean;
  canShare: boolean;
  onShare: () => void;
  onCopy: () => void;
  onWithdraw: () => void;
};

/** An open invitation: QR code, link, share, copy and withdraw. */
export function InvitePanel({ link, expiresAt, copied, canShare, onShare, onCopy, onWithdraw }: InvitePanelProps) {
  const svg = useMemo(() => renderSVG(link, { border: 2 }), [link]);
  const until = new Date(expiresAt).toLocaleString(undefined, { weekday: 'long', hour: 'numeric', minute: '2-digit' });
  return (
    <section aria-labelledby="invite-heading" data-slot="sync-invite" className="flex flex-col gap-3">
      <h3 id="invite-heading" className="text-base font-extrabold">
        Invitation for one device
      </h3>
      <p className="text-sm text-muted-foreground">
        Scan this code with the other device&apos;s camera, or send it the link. It works once, until {until}.
      </p>
      <div role="img" aria-label="QR code of the invitation link" className="size-48 self-center bg-white [&_svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />
      <input readOnly aria-label="Invitation link" value={link} data-slot="invite-link" className="w-full rounded-lg border border-input bg-surface-raised px-3 py-2 text-sm" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button onClick={onShare}>
            <Share2 aria-hidden="true" />
            Send with WhatsApp, e-mail…
          </Button>
        ) : null}
        <Button variant="outline" onClick={onCopy}>
          <Copy aria-hidden="true" />
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
        <Button variant="ghost" onClick={onWithdraw}>
          <X aria-hidden="true" />
          Withdraw invitation
        </Button>
      </div>
    </section>
  );
}
