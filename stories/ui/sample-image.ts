// A small warm illustration as a data URL: the only kind of image source Hearth stores and renders.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#fde7cf"/>
<circle cx="470" cy="100" r="54" fill="#f59e0b"/>
<path d="M0 300 Q150 220 300 290 T600 270 V400 H0Z" fill="#a8471f"/>
<path d="M0 340 Q200 290 380 340 T600 330 V400 H0Z" fill="#7a2f14"/>
<circle cx="180" cy="250" r="22" fill="#14b8a6"/><circle cx="230" cy="258" r="16" fill="#eab308"/>
</svg>`;

export const SAMPLE_PHOTO = `data:image/svg+xml;base64,${btoa(svg)}`;

/** Says it is a PNG but holds no image: the browser fails to decode it. */
export const BROKEN_PHOTO = 'data:image/png;base64,AAAAAAAA';
