import type { FamilyMember, ShareType } from '@/data/types';
import { SHARE_TYPES } from '@/data/types';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { MemberAvatar } from '@/ui/member-avatar';
import { memberCounts } from '@/features/dashboard/model/member-counts';

const TYPE_ROWS: Readonly<Record<ShareType, { label: string; emoji: string }>> = {
  text: { label: 'Reflections', emoji: '💭' },
  photo: { label: 'Photo moments', emoji: '📷' },
  mood: { label: 'Moods', emoji: '😊' },
  gratitude: { label: 'Gratitude notes', emoji: '💛' },
  voice: { label: 'Voice notes', emoji: '🎙️' },
  video: { label: 'Videos', emoji: '🎬' },
};

export type CountsCardProps = {
  totalPosts: number;
  byType: Readonly<Record<ShareType, number>>;
  byMember: Readonly<Record<string, number>>;
  members: readonly FamilyMember[];
  completedTasks: number;
  photos: number;
  recipesCooked: number;
  /** Reactions and comments the family left on moments. */
  responses?: { reactions: number; comments: number };
};

/** The family's counts: moments by type and by member, completed tasks, photos, recipes cooked. */
export function CountsCard({ totalPosts, byType, byMember, members, completedTasks, photos, recipesCooked, responses }: CountsCardProps) {
  const perMember = memberCounts(byMember, members);
  return (
    <Card data-slot="counts-card">
      <CardHeader>
        <CardTitle as="h2">Your family in numbers</CardTitle>
      </CardHeader>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Moments shared" value={totalPosts} />
        <Stat label="Daily moments completed" value={completedTasks} />
        <Stat label="Photos" value={photos} />
        <Stat label="Recipes cooked" value={recipesCooked} />
      </dl>
      {responses ? (
        <p data-slot="response-counts" className="text-sm font-semibold text-muted-foreground">
          <span aria-hidden="true">❤️ </span>
          {`${responses.reactions} ${responses.reactions === 1 ? 'reaction' : 'reactions'} and ${responses.comments} ${responses.comments === 1 ? 'comment' : 'comments'} on your moments`}
        </p>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="counts-by-type" className="flex flex-col gap-2">
          <h3 id="counts-by-type" className="text-base font-extrabold">
            Moments by type
          </h3>
          <dl className="flex flex-col divide-y divide-border">
            {SHARE_TYPES.map((type) => (
              <div key={type} className="flex items-center justify-between gap-3 py-2">
                <dt className="flex items-center gap-2">
                  <span aria-hidden="true">{TYPE_ROWS[type].emoji}</span>
                  {TYPE_ROWS[type].label}
                </dt>
                <dd className="font-extrabold tabular-nums">{byType[type] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="counts-by-member" className="flex flex-col gap-2">
          <h3 id="counts-by-member" className="text-base font-extrabold">
            Moments by family member
          </h3>
          {perMember.length === 0 ? (
            <p className="text-sm text-muted-foreground">Add family members to see who has shared what.</p>
          ) : (
            <dl className="flex flex-col divide-y divide-border">
              {perMember.map(({ member, count }) => (
                <div key={member?.id ?? 'others'} className="flex items-center justify-between gap-3 py-2">
                  <dt className="flex min-w-0 items-center gap-2">
                    {member ? (
                      <MemberAvatar name={member.name} initials={member.initials} color={member.color} size="sm" decorative />
                    ) : null}
                    <span className="truncate">{member ? member.name : 'Former members'}</span>
                  </dt>
                  <dd className="font-extrabold tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-xl bg-muted p-3">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}
