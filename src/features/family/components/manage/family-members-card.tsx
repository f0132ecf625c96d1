import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import type { FamilyMember } from '@/data/types';
import { Button } from '@/ui/button';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useDeleteMember } from '@/features/family/api/use-delete-member';
import { MemberList } from '@/features/family/components/member-row';
import { MAX_FAMILY_MEMBERS } from '@/features/family/model/family-model';
import { familyPaths } from '@/features/family/model/paths';

/**
 * Manage Family's member list: 'Edit' and 'Delete' on each member (named with the member), and
 * 'Add Member'. Deleting asks first, and deletes the member's posts too (docs/product.md#delete-member).
 */
export function FamilyMembersCard({ members }: { members: readonly FamilyMember[] }) {
  // The member stays set while the dialog animates closed, so its text does not go blank.
  const [toDelete, setToDelete] = useState<FamilyMember | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteMember = useDeleteMember();
  const full = members.length >= MAX_FAMILY_MEMBERS;

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    deleteMember.mutate(id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success(`${name} was removed from your family`);
      },
      onError: () => {
        setConfirmOpen(false);
        toast.error(`We couldn't delete ${name}. Nothing was changed. Please try again.`);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="family-members-heading">
          Family members
        </CardTitle>
      </CardHeader>
      <MemberList
        members={members}
        aria-labelledby="family-members-heading"
        renderActions={(member) => (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={familyPaths.editMember(member.id)} aria-label={`Edit ${member.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${member.name}`}
              onClick={() => {
                setToDelete(member);
                setConfirmOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        )}
      />
      <div className="flex flex-col gap-2">
        {full ? (
          <>
            <Button disabled className="self-start">
              <UserPlus aria-hidden="true" />
              Add Member
            </Button>
            <p className="text-sm text-muted-foreground">A Hearth family can have up to {MAX_FAMILY_MEMBERS} members.</p>
          </>
        ) : (
          <Button asChild className="self-start">
            <Link to={familyPaths.addMember}>
              <UserPlus aria-hidden="true" />
              Add Member
            </Link>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        tone="danger"
        title={toDelete ? `Delete ${toDelete.name}?` : ''}
        description={
          toDelete
            ? `${toDelete.name} will be removed from your family, and all of ${toDelete.name}'s moments will be deleted too. The reactions and comments ${toDelete.name} left on other moments stay, shown as “Family member”. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        busy={deleteMember.isPending}
      />
    </Card>
  );
}
