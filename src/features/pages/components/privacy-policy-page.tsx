import { Card, CardTitle } from '@/ui/card';
import { contactEmails } from '@/lib/config';
import type { AiSetup } from '@/lib/ai-recipients';
import { privacyFacts, syncServerRecords } from '@/lib/privacy-facts';
import { useAiSetup } from '@/features/ai-tools/api/use-ai-setup';
import { AiRecipientsCard } from '@/features/pages/components/ai-recipients-card';
import { BulletList, InfoPage, MailLink, PageSection, Prose, TextLink } from '@/features/pages/components/info-page-layout';

/** The local data the privacy policy lists, in this order. */
export const localDataKinds: readonly string[] = [
  'Photos you add to moments, recipes and activities',
  'Posts: the text, gratitude and reflections your family shares',
  'Emotional check-ins and mood data',
  'Task completion details: which daily moments you did, when, and who took part',
  'Daily challenge completion records, which keep your streak and your 45-day journey',
  'Family member information (names, emoji, colours, initials) and your preferences',
  'AI feature usage history: which AI helpers answered recently, so Hearth can pick one that works',
];

/**
 * The privacy policy (/privacy-policy, docs/product.md#pages), describing what Hearth really does:
 * local IndexedDB data, the family update call, AI calls through Hearth's own server,
 * demo mode and the persistent-storage request.
 */
export function PrivacyPolicyPage({ privacyEmail = contactEmails.privacy, aiSetup }: { privacyEmail?: string; aiSetup?: AiSetup }) {
  const fromServer = useAiSetup();
  const setup = aiSetup ?? fromServer.setup;
  return (
    <InfoPage
      eyebrow="Privacy policy"
      title="Who receives what, in plain words"
      lede={
        <>
          <p>
            Hearth is built local-first. This page explains what is kept on your device, the few things that leave it and who
            receives them, and how you stay in control.
          </p>
          <ul className="mt-3 list-disc pl-6">
            <li>{privacyFacts.onDevice}</li>
            <li>{privacyFacts.familyNames}</li>
            <li>{privacyFacts.aiTools}</li>
            <li>{privacyFacts.sync}</li>
            <li>{privacyFacts.nothingElse}</li>
          </ul>
        </>
      }
    >
      <PageSection id="local-first" title="Local-first design">
        <Prose>
          <p>
            There is no Hearth account. When you set up your family, Hearth creates a small database inside your browser (it is
            called IndexedDB, and it is named “Hearth”). Your family’s content is written there and read from there. Apart from
            the names below, we have no copy of it; if you turn on sync, our server relays encrypted copies that it cannot read.
          </p>
          <p>
            Hearth also keeps its own app files in your browser so it can open without a connection. Those are the same files
            for every family and contain nothing about you.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="on-device" title="What is kept on your device">
        <p className="text-lg">All of this is kept in your browser’s storage on this device. Of it, only the names, the AI requests and, with sync on, the encrypted copies described below ever leave it:</p>
        <BulletList items={localDataKinds} />
        <p className="text-base text-muted-foreground">
          The recipes your family adds and the cooking sessions you save are kept there too.
        </p>
      </PageSection>

      <PageSection id="leaves-device" title="What leaves your device, and why">
        <div className="grid gap-4">
          <Card variant="flat">
            <CardTitle>Your family’s name and members</CardTitle>
            <Prose className="md:text-base md:leading-7">
              <p>
                When you save your family, Hearth sends its own server your family’s random id, the family name, and each
                member’s random id and name. Nothing else: no posts, photos, moods, emoji or colours. The server keeps only the
                latest copy for your family and replaces it when you change a name. If the server cannot be reached, your
                family is still saved on your device.
              </p>
            </Prose>
          </Card>
          <AiRecipientsCard setup={setup} />
          <Card variant="flat" data-slot="sync-privacy">
            <CardTitle>Family sync, when you turn it on</CardTitle>
            <Prose className="md:text-base md:leading-7">
              <p>{privacyFacts.sync}</p>
              <p>Hearth’s server keeps exactly this for a synced family, and deletes a change once a newer one replaces it:</p>
            </Prose>
            <BulletList items={syncServerRecords} />
          </Card>
          <Card variant="flat">
            <CardTitle>Loading the app and links you open</CardTitle>
            <Prose className="md:text-base md:leading-7">
              <p>
                Like any website, your browser asks our server for Hearth’s files when you open it; we add no tracking to those
                requests. Links to other sites (reading lists, song searches, payment pages) open those sites in a new tab,
                under their own privacy policies.
              </p>
            </Prose>
          </Card>
        </div>
      </PageSection>

      <PageSection id="control" title="You are in control">
        <BulletList
          items={[
            <>
              <strong>Keep it safe.</strong> Hearth asks your browser for persistent storage, so the browser does not clear your
              family’s data when space runs low. The dashboard shows whether the browser agreed and how much space Hearth uses,
              and reminds you to export a backup when you have not made one for 14 days.
            </>,
            <>
              <strong>Export.</strong> The dashboard saves everything, photos included, to a backup file on your device. Keep it
              somewhere safe: anyone with the file can read it.
            </>,
            <>
              <strong>Import.</strong> Restore a backup file on this or another device when you set up your family.
            </>,
            <>
              <strong>Erase.</strong> The dashboard erases all of your family’s data from this device. On a synced device it
              asks first: “Remove from this device only” or “Delete for the whole family”, which deletes it on every device
              of the family too. Removing a member also removes their posts.
            </>,
            <>
              <strong>Remove the server copy.</strong> To have your family’s name and members removed from Hearth’s server,
              write to <MailLink email={privacyEmail} subject="Remove our family from Hearth's server" /> with your family name.
            </>,
          ]}
        />
        <p className="text-base text-muted-foreground">
          Clearing your browser’s data for this site deletes your family’s data too. Export a backup first.
        </p>
      </PageSection>

      <PageSection id="surveillance" title="Zero surveillance">
        <BulletList
          items={[
            'No analytics and no tracking: we do not count your visits, taps or posts.',
            'No advertising, no advertising identifiers, and no selling or sharing of data.',
            'No tracking cookies and no third-party scripts; even the fonts ship with the app.',
          ]}
        />
      </PageSection>

      <PageSection id="children" title="Children">
        <Prose>
          <p>
            Hearth is made to be used by families together. It never asks a child for an e-mail address or any contact
            details, and it asks before a photo goes to an AI provider. Parents or guardians set Hearth up and supervise
            children’s use of AI features and photos, and everyone in a photo should agree to it being shared.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="research-ethics" title="Research ethics">
        <Prose>
          <p>
            We learn from families only when they choose to tell us, never by watching how Hearth is used. Read how on our{' '}
            <TextLink to="/research">research and methodology page</TextLink>.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="contact" title="Questions about privacy">
        <Prose>
          <p>
            Write to us at <MailLink email={privacyEmail} subject="Privacy question" />.
          </p>
        </Prose>
      </PageSection>
    </InfoPage>
  );
}
