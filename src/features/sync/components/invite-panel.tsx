import { Copy, RefreshCw, Share2, X } from 'lucide-react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '@/ui/button';

export type InvitePanelProps = {
  link: string;
  expiresAt: string;
  copied: boolean;
  /** The share sheet took the link (the family chose an app to send it with). */
  shared: boolean;
  /** Past its 24 hours: the server refuses it, so it is no longer shown. */
  expired: boolean;
  canShare: boolean;
  onShare: () => void;
  onCopy: () => void;
  onWithdraw: () => void;
  onNewInvite: () => void;
};

/** An open invitation: QR code, link, share, copy and withdraw. */
export function InvitePanel(props: InvitePanelProps) {
  if (props.expired) return <ExpiredInvite onNewInvite={props.onNewInvite} />;
  return <OpenInvite {...props} />;
}

function ExpiredInvite({ onNewInvite }: { onNewInvite: () => void }) {
  return (
    <section aria-labelledby="invite-heading" data-slot="sync-invite" data-state="expired" className="flex flex-col gap-3">
      <h3 id="invite-heading" className="text-base font-extrabold">
        This invitation has expired
      </h3>
      <p className="text-sm text-muted-foreground">Invitations work for 24 hours. Make a new one for the other device.</p>
      <Button className="self-start" onClick={onNewInvite}>
        <RefreshCw aria-hidden="true" />
        Make a new invitation
      </Button>
    </section>
  );
}

function OpenInvite({ link, expiresAt, copied, shared, canShare, onShare, onCopy, onWithdraw }: InvitePanelProps) {
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
      {shared ? (
        <p role="status" className="text-sm font-semibold">
          Invitation sent. Open it on the other device to join.
        </p>
      ) : null}
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
