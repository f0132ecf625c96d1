import { Card, CardTitle } from '@/ui/card';
import { aiRecipients, aiToolSends, type AiSetup } from '@/lib/ai-recipients';
import { ExternalLink, Prose } from '@/features/pages/components/info-page-layout';

/**
 * Privacy policy: who receives what from the AI tools, built from the model registry.
 * In demo mode nothing is sent, and the card says so instead of listing anyone.
 */
export function AiRecipientsCard({ setup }: { setup: AiSetup }) {
  const recipients = aiRecipients(setup);
  if (recipients.length === 0) {
    return (
      <Card variant="flat" data-testid="ai-recipients">
        <CardTitle>AI tools: nothing leaves your device</CardTitle>
        <Prose className="md:text-base md:leading-7">
          <p>
            This Hearth has no AI provider configured (demo mode), so nothing leaves your device for AI. Hearth’s server
            answers AI requests with “demo mode” and passes nothing on. The tools work on your device instead (the built-in
            guidance, a restyled photo or a drawn placeholder), marked “Demo Mode” so you always know.
          </p>
        </Prose>
      </Card>
    );
  }
  return (
    <Card variant="flat" data-testid="ai-recipients">
      <CardTitle>AI tools, only when you use them and agree</CardTitle>
      <Prose className="md:text-base md:leading-7">
        <p>
          The first time you use each AI tool on a device, Hearth asks before anything is sent, and sends nothing if you say
          “Not now”. When you go ahead, Hearth’s server adds its key and passes the request to the AI provider of the model
          the tool uses, then hands the answer back. Hearth’s server keeps nothing of it: it does not store these requests
          and never logs their images. Depending on how this Hearth is set up, a request may pass through an AI gateway
          service on its way to the provider.
        </p>
        <p>These providers may receive it:</p>
      </Prose>
      <ul className="flex flex-col gap-3" aria-label="AI providers">
        {recipients.map(({ provider, tools }) => (
          <li key={provider.id} className="rounded-2xl bg-muted p-4">
            <p className="text-lg font-extrabold">{provider.name}</p>
            <ul className="mt-1 list-disc pl-5 text-base leading-7">
              {tools.map((tool) => (
                <li key={tool}>
                  {aiToolSends[tool].name}: {aiToolSends[tool].sends}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-base">
              {provider.policyUrl ? (
                <ExternalLink href={provider.policyUrl}>{provider.name}’s privacy policy</ExternalLink>
              ) : (
                `${provider.name} publishes its privacy policy on its own website.`
              )}
            </p>
          </li>
        ))}
      </ul>
      {setup.demoMode === null ? (
        <p className="text-base text-muted-foreground">
          Hearth could not reach its server just now to check its setup. If this Hearth runs in demo mode, nothing is sent at
          all.
        </p>
      ) : null}
      <p className="text-base text-muted-foreground">
        To keep the AI tools fair for every family, the server counts requests from each network address for a minute or so,
        in memory only.
      </p>
    </Card>
  );
}
