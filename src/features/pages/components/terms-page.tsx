import { useState } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { contactEmails } from '@/lib/config';
import { paymentFact } from '@/lib/payment-facts';
import { privacyFacts } from '@/lib/privacy-facts';
import { formatLongDate } from '@/features/pages/model/long-date';
import { BulletList, InfoPage, MailLink, PageSection, Prose, TextLink } from '@/features/pages/components/info-page-layout';

/**
 * Terms of service (/terms, docs/product.md#pages): a dated banner showing the current date, links
 * to /research and /privacy-policy, and the terms' content points.
 */
export function TermsPage({
  now,
  legalEmail = contactEmails.legal,
  checkoutUrl,
}: {
  now?: Date;
  legalEmail?: string;
  /** The support card's checkout (configuration by default): what the terms say of payments follows it. */
  checkoutUrl?: string;
}) {
  // Read the clock once per visit, not on every render.
  const [today] = useState(() => now ?? new Date());
  return (
    <InfoPage
      eyebrow="Terms of service"
      title="The terms for using Hearth"
      lede={<p>Short and plain, because a family app should not need a lawyer to understand.</p>}
      heroExtra={
        <AlertBanner tone="info" title={`Terms in effect on ${formatLongDate(today)}`}>
          <p>These are the terms that apply today, each time you use Hearth. No sign-up is required to use Hearth.</p>
        </AlertBanner>
      }
    >
      <PageSection id="as-is" title="Hearth is provided as it is">
        <Prose>
          <p>
            We work hard to make Hearth reliable, but it is provided “as is”, without guarantees that it will always be
            available or free of mistakes. {privacyFacts.onDevice} Please export a backup from the dashboard now and then.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="not-counselling" title="Not professional counselling">
        <Prose>
          <p>
            Hearth offers ideas for spending time together. It is not therapy, medical advice or professional counselling. If
            your family needs support, please reach out to a qualified professional.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="liability" title="Limits of our liability">
        <Prose>
          <p>
            Hearth is free. {paymentFact(checkoutUrl)} As far as the law allows, we are not liable for losses that come from
            using it.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="supervision" title="Parents supervise">
        <BulletList
          items={[
            'Parents or guardians set Hearth up and supervise how children use it, in particular the AI features and photo uploads.',
            'Everyone in a photo, or their parent or guardian, agrees before it is shared in the family feed or used with an AI feature.',
            'Families can export or delete their data at any time from the dashboard.',
          ]}
        />
      </PageSection>

      <PageSection id="compliance" title="Privacy laws: the GDPR and COPPA">
        <Prose>
          <p>
            Hearth does not ask children for contact details. {privacyFacts.familyNames} {privacyFacts.aiTools}
          </p>
          <p>
            Under the GDPR, you can have everything Hearth holds about your family, and have it erased, yourself: “Export
            Family Data” on the dashboard gives you all of it in one file, and “Erase All Data” erases it from your device and,
            if you choose, your family’s copy on Hearth’s server. Under COPPA, Hearth’s server collects no personal
            information from children: no accounts, no e-mail addresses, and no names kept.
          </p>
          <p>
            Our <TextLink to="/privacy-policy">privacy policy</TextLink> names who receives what, on what legal basis, and how
            to remove it, and our <TextLink to="/research">research page</TextLink> explains how we learn from families who
            choose to help.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="ownership" title="Your content is yours">
        <Prose>
          <p>
            You keep ownership of everything your family creates in Hearth: posts, photos, drawings, recipes and reflections.
            We claim no rights to it. Hearth’s server holds none of it in a form it can read: with sync on, only encrypted
            copies for your devices. An AI provider receives a photo or prompt only when you use an AI tool.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="changes" title="When these terms change">
        <Prose>
          <p>
            If we update these terms, we will say so on this page, with the date the change applies, before it applies.
            Hearth sends no e-mail, so check here now and then.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="disputes" title="If we disagree">
        <Prose>
          <p>
            Let us talk first. If something goes wrong, write to <MailLink email={legalEmail} subject="About Hearth's terms" />{' '}
            and we will try in good faith to put it right. If we still cannot agree, the disagreement goes to arbitration.
          </p>
        </Prose>
      </PageSection>
    </InfoPage>
  );
}
