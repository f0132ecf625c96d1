import { useState } from 'react';
import { Button } from '@/ui/button';
import { TextArea } from '@/ui/text-area';
import { fieldRules } from '@/lib/validation/rules';
import { validateField } from '@/lib/validation/validate-field';

export type CommentFormProps = {
  label: string;
  initialText?: string;
  submitLabel: string;
  /** Resolves when saved; rejects with the message to show (the text stays in the box). */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  /** Start with this message shown (stories). */
  initialError?: string;
};

/** One comment's text, checked by the same rules as the data layer (lib/validation). */
export function CommentForm({ label, initialText = '', submitLabel, onSubmit, onCancel, initialError }: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>(initialError);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = validateField('comment', text);
    if (!check.valid) {
      setError(check.error);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(check.value);
      setText('');
      setError(undefined);
    } catch (failure) {
      // Nothing is lost: the text stays for another try.
      setError(failure instanceof Error ? failure.message : 'Your comment could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-slot="comment-form" noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextArea
        label={label}
        rows={2}
        value={text}
        maxLength={fieldRules.comment.max}
        showCounter
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
