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
 * The privacy policy (/privacy-policy, docs/product.md#pages), describing what Hearth really does
 * (the product decisions): local IndexedDB data, the family update call (answered, kept nowhere), AI calls
 * through Hearth's own server to the services it names, demo mode, sync, erase, and what that
 * means under the GDPR and COPPA.
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
            called IndexedDB, and it is named “Hearth”). Your family’s content is written there and read from there. We have
            no copy of it; if you turn on sync, our server relays encrypted copies that it cannot read.
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
                member’s random id and name. Nothing else: no posts, photos, moods, emoji or colours. The server checks that
                they are well formed, answers, and keeps nothing of them: it stores no name and writes none to its log. If the
                server cannot be reached, your family is still saved on your device.
              </p>
            </Prose>
          </Card>
          <AiRecipientsCard setup={setup} />
          <Card variant="flat" data-slot="sync-privacy">
            <CardTitle>Family sync, when you turn it on</CardTitle>
            <Prose className="md:text-base md:leading-7">
              <p>{privacyFacts.sync}</p>
              <p>{privacyFacts.notifications}</p>
              <p>Hearth’s server keeps exactly this for a synced family, and deletes a change once a newer one replaces it:</p>
            </Prose>
            <BulletList items={syncServerRecords} />
            <Prose className="md:text-base md:leading-7">
              <p>{privacyFacts.syncRetention}</p>
            </Prose>
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
              <strong>Erase.</strong> “Erase All Data” on the dashboard removes everything Hearth keeps on this device: your
              family’s data, this device’s sync records and keys, its AI choices and the caches that could hold your family’s
              data. On a synced device it asks first whether to also delete your family’s copy on Hearth’s server (every
              record of it, asked for with this device’s signature); your family’s other devices then keep what they have but
              no longer sync, and the dialog says so before you choose. Afterwards it tells you what is still kept elsewhere,
              such as on another device or in a backup file you exported. Removing a member also removes their posts.
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

      <PageSection id="gdpr-coppa" title="The GDPR and COPPA">
        <Prose>
          <p>
            Families and schools ask about two laws: the European Union’s General Data Protection Regulation (GDPR) and the
            United States’ Children’s Online Privacy Protection Act (COPPA). This is what Hearth does for each. Whoever runs
            this copy of Hearth on its server is responsible for that server; write to them at the address below.
          </p>
        </Prose>
        <BulletList
          items={[
            <>
              <strong>GDPR: what the server holds, and on what legal basis.</strong> Your family’s data is kept on your own
              devices. Hearth’s server keeps no names: the family update it receives is checked and answered, then dropped.
              Only if you turn on sync does it keep your family’s encrypted copy and the records listed above; the legal basis
              is that you asked for the service (you turned sync on), and it keeps them until you delete them. An AI request is
              passed on only when you use an AI tool and agree on that device (your consent, which you can take back on the
              dashboard) and is kept by Hearth’s server not at all. Request addresses are held for a minute or so (for a day for an
              address that started a family’s sync) to keep the service fair (its legitimate interest).
            </>,
            <>
              <strong>GDPR: access and a copy.</strong> Everything Hearth holds about your family is on your device. “Export
              Family Data” on the dashboard gives you all of it, photos included, in one file you can read and take to
              another device. Hearth’s server holds nothing about you that it could read.
            </>,
            <>
              <strong>GDPR: erasure.</strong> “Erase All Data” on the dashboard erases this device’s copy and, if you choose,
              your family’s copy on Hearth’s server, at once and without asking anyone. Backup files you exported are yours to
              delete.
            </>,
            <>
              <strong>COPPA.</strong> Hearth’s server collects no personal information from children: there are no accounts,
              no e-mail addresses, no tracking, and the names it is sent are not kept. A child’s name, photos and moments stay
              on the family’s devices (with sync, only in encrypted form on the server). Parents set Hearth up, and the AI
              tools send a photo only after someone on that device has agreed.
            </>,
          ]}
        />
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
