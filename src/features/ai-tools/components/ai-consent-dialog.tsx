import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { aiToolSends, joinNames, type AiProvider, type AiTool } from '@/lib/ai-recipients';

export interface AiConsentDialogProps {
  open: boolean;
  tool: AiTool;
  /** The providers this tool may send to (from the model registry). */
  providers: readonly AiProvider[];
  onContinue: () => void;
  onNotNow: () => void;
}

/**
 * AI tools ask first (docs/product.md#ai-consent): before a tool first sends anything from this device,
 * say what goes where. Closing the dialog any other way (Escape, the overlay) is 'Not now'.
 */
export function AiConsentDialog({ open, tool, providers, onContinue, onNotNow }: AiConsentDialogProps) {
  const { name, sends } = aiToolSends[tool];
  const names = providers.map((provider) => provider.name);
  const recipient = names.length === 0 ? 'the AI provider this Hearth is set up with' : joinNames(names);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onNotNow())}>
      <DialogContent hideClose data-testid="ai-consent-dialog">
        <DialogHeader className="pr-0">
          <DialogTitle>Send to an AI provider?</DialogTitle>
          <DialogDescription>
            {name} will send {sends} to {recipient}, through Hearth’s server, which keeps nothing of it.
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc pl-5 text-base leading-7">
          <li>Nothing is sent until you choose Continue, and nothing at all if you choose Not now.</li>
          <li>Hearth remembers your choice for {name} on this device. You can change it on the dashboard.</li>
          <li>
            Who receives what, with links to their privacy policies:{' '}
            <a href="/privacy-policy" className="font-bold text-primary underline underline-offset-4" target="_blank" rel="noopener">
              privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </li>
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onNotNow}>
            Not now
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
