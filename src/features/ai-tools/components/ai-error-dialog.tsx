import { useRef } from 'react';
import { contactEmails } from '@/lib/config';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { DemoModeBadge } from '@/features/ai-tools/components/demo-mode-badge';
import { aiErrorText, type AiErrorLike, type AiToolContext } from '@/features/ai-tools/model/error-texts';

const contextEmoji: Record<AiToolContext, string> = {
  timeTravel: '🕰️',
  coDrawing: '🎨',
  festival: '🌼',
};

export interface AiErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context: AiToolContext;
  /** An AiError (or any `{ code, status?, message?, demoMode? }`); null renders nothing inside. */
  error: AiErrorLike | null;
  /** Support address shown for INVALID_API_KEY; defaults to the configured support contact. */
  supportEmail?: string;
}

/**
 * The error dialog (docs/product.md#ai-errors): one themed dialog for every AI tool, with the context's
 * friendly text per code, the 'Demo Mode' label when the error mentions demo mode, and 'Got it!'.
 */
export function AiErrorDialog({ open, onOpenChange, context, error, supportEmail = contactEmails.support }: AiErrorDialogProps) {
  const text = error ? aiErrorText(context, error) : null;
  const gotIt = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open && text !== null} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        data-testid="ai-error-dialog"
        data-error-code={error?.code}
        // 'Got it!' is the answer most people want, so it takes the focus (not the support link).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          gotIt.current?.focus();
        }}
      >
        {text ? (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <span aria-hidden="true" className="text-5xl leading-none">
                {contextEmoji[context]}
              </span>
              {text.demoMode ? <DemoModeBadge className="mt-2" /> : null}
              <DialogTitle>{text.title}</DialogTitle>
              <DialogDescription className="text-foreground">{text.message}</DialogDescription>
            </DialogHeader>
            {text.showSupport ? (
              <p className="text-center text-sm text-muted-foreground">
                Support: <a className="font-bold text-primary underline underline-offset-4" href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </p>
            ) : null}
            {text.detail ? <p className="text-center text-sm text-muted-foreground">{text.detail}</p> : null}
            <DialogFooter className="sm:justify-center">
              <Button ref={gotIt} onClick={() => onOpenChange(false)} className="w-full sm:w-auto">
                Got it!
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
