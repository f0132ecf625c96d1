import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { aiToolSends, joinNames, type AiProvider, type AiTool } from '@/lib/ai-recipients';

export interface AiConsentDialogProps {
  open: boolean;
  tool: AiTool;
  /**
   * Everyone the tool's request may reach, in order: the operator's AI service (`kind: 'service'`),
   * then the providers of its models (from the server's answer).
   */
  providers: readonly AiProvider[];
  /** The family agreed before, to other recipients: say that they changed. */
  changed?: boolean;
  onContinue: () => void;
  onNotNow: () => void;
}

/** Pure: who receives what, in one sentence, naming the service that receives the request first. */
export function consentSentence(tool: AiTool, providers: readonly AiProvider[]): string {
  const { name, sends } = aiToolSends[tool];
  const service = providers.find((provider) => provider.kind === 'service');
  const models = providers.filter((provider) => provider.kind !== 'service').map((provider) => provider.name);
  const onward = models.length === 0 ? 'the AI model it uses' : `the AI model of ${joinNames(models)}`;
  const receiver = service ? `${service.name}, the AI service this Hearth uses,` : 'the AI service this Hearth uses,';
  return `${name} will send ${sends} to ${receiver} which passes it on to ${onward}. Hearth’s server forwards it and keeps nothing of it.`;
}

/**
 * before a tool first sends anything from this device, and again
 * whenever who receives it changes, say what goes where. Closing the dialog any other way (Escape,
 * the overlay) is 'Not now'.
 */
export function AiConsentDialog({ open, tool, providers, changed = false, onContinue, onNotNow }: AiConsentDialogProps) {
  const { name } = aiToolSends[tool];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onNotNow())}>
      <DialogContent hideClose data-testid="ai-consent-dialog">
        <DialogHeader className="pr-0">
          <DialogTitle>Send to an AI provider?</DialogTitle>
          <DialogDescription>{consentSentence(tool, providers)}</DialogDescription>
        </DialogHeader>
        {changed ? (
          <p data-slot="ai-recipients-changed" className="rounded-xl bg-secondary px-3 py-2 text-base font-semibold text-secondary-foreground">
            Who receives it has changed since you last agreed, so Hearth asks again.
          </p>
        ) : null}
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
