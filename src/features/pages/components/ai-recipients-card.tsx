import { Card, CardTitle } from '@/ui/card';
import { aiRecipients, aiServices, aiToolSends, type AiSetup, type ProviderDisclosure } from '@/lib/ai-recipients';
import { ExternalLink, Prose } from '@/features/pages/components/info-page-layout';

/**
 * Privacy policy: who receives what from the AI tools, in the
 * order a request travels. First the operator's AI services, named by the server's configuration
 * (its gateway, its image service); then the providers of the models they pass it to, from the
 * model registry. In demo mode nothing is sent, and the card says so instead of listing anyone.
 */
export function AiRecipientsCard({ setup }: { setup: AiSetup }) {
  const recipients = aiRecipients(setup);
  const services = aiServices(setup);
  if (recipients.length === 0 && services.length === 0) {
    return (
      <Card variant="flat" data-testid="ai-recipients">
        <CardTitle>AI tools: nothing leaves your device</CardTitle>
        <Prose className="md:text-base md:leading-7">
          <p>
            This Hearth has no AI provider configured (demo mode), so nothing leaves your device for AI: the AI tools ask
            Hearth’s server first and, hearing “demo mode”, send nothing at all. They work on your device instead (the built-in
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
          “Not now”; it asks again if who receives it changes. When you go ahead, Hearth’s server adds its key and passes the
          request to the AI service this Hearth uses, which passes it to the provider of the model; the answer comes back the
          same way. Hearth’s server keeps nothing of it: it does not store these requests and never logs their images.
          Photos are always sent as a copy made on your device, without their hidden details such as where they were taken.
        </p>
      </Prose>
      {services.length > 0 ? (
        <>
          <p className="text-base">First, the AI services this Hearth uses receive it:</p>
          <RecipientList label="AI services this Hearth uses" entries={services} />
        </>
      ) : (
        <p className="text-base">
          First, the AI service this Hearth uses receives it: this server does not name it. Ask whoever runs this Hearth which
          service it is.
        </p>
      )}
      {recipients.length > 0 ? (
        <>
          <p className="text-base">Then the provider of the model it uses may receive it:</p>
          <RecipientList label="AI providers" entries={recipients} />
        </>
      ) : null}
      {setup.demoMode === null ? (
        <p className="text-base text-muted-foreground">
          Hearth could not reach its server just now to check its setup. The AI tools send nothing until it answers.
        </p>
      ) : null}
      <p className="text-base text-muted-foreground">
        To keep the AI tools fair for every family, the server counts requests from each network address for a minute or so,
        in memory only.
      </p>
    </Card>
  );
}

function RecipientList({ label, entries }: { label: string; entries: readonly ProviderDisclosure[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {entries.map(({ provider, tools }) => (
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
  );
}
