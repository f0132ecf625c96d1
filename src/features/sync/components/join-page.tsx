import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { deviceFamilyFor, joinFamily, type DeviceUser } from '@/data/sync/join';
import { openInvite, secretFromFragment, type OpenedInvite } from '@/data/sync/space';
import { inviteErrorText } from '@/features/sync/model/sync-messages';
import { JoinView, type JoinState } from '@/features/sync/components/join-view';

const codeOf = (error: unknown) => (error instanceof SyncOfflineError ? 'OFFLINE' : error instanceof SyncHttpError ? error.code : 'UNKNOWN');

/** /join#<secret>: opens the invitation on this device and joins the family. */
export function JoinPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<JoinState>({ step: 'opening' });
  const [invite, setInvite] = useState<OpenedInvite | null>(null);

  useEffect(() => {
    let cancelled = false;
    const secret = secretFromFragment(window.location.hash);
    // The secret is kept in memory only: the address bar and history no longer show it.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void (async () => {
      if (!secret) return setState({ step: 'problem', message: inviteErrorText('BROKEN_LINK') });
      try {
        const opened = await openInvite(secret);
        const held = await deviceFamilyFor(opened.contents.spaceId);
        if (cancelled) return;
        setInvite(opened);
        if (held === 'same') setState({ step: 'already-joined' });
        else if (held === 'other') setState({ step: 'wrong-family', familyName: opened.contents.familyName });
        else setState({ step: 'choose', contents: opened.contents });
      } catch (error) {
        if (!cancelled) setState({ step: 'problem', message: inviteErrorText(codeOf(error)) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const onJoin = (user: DeviceUser) => {
    if (!invite) return;
    const familyName = invite.contents.familyName;
    setState({ step: 'joining', familyName, progress: 0 });
    joinFamily(invite, user, (progress) => setState({ step: 'joining', familyName, progress }))
      .then(() => navigate('/family', { replace: true }))
      .catch((error: unknown) => {
        const code = codeOf(error);
        const message = code.startsWith('INVITE_') ? inviteErrorText(code) : inviteErrorText(code === 'OFFLINE' || (error instanceof Error && error.message === 'offline') ? 'OFFLINE' : 'UNKNOWN');
        setState({ step: 'choose', contents: invite.contents, error: message });
      });
  };

  return <JoinView state={state} onJoin={onJoin} onHome={() => navigate('/family')} />;
}
