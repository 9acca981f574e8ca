import { Trash2 } from 'lucide-react';
import { AddRowButton, RowIconButton } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { t } from '../../../lib/i18n';

/** The reasons for a meeting: a list of lines that can grow, and never shrinks below `minimum`. */
export function ReasonsField({
  idPrefix,
  reasons,
  minimum,
  onChange,
  error,
}: {
  idPrefix: string;
  reasons: string[];
  minimum: number;
  onChange: (reasons: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('meetings.reasonsField.reasonsForTheMeeting')}</legend>
      {reasons.map((reason, index) => (
        // Lines have no identity of their own; their order is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex gap-2">
          <Input
            id={`${idPrefix}-${index}`}
            aria-label={t('meetings.reasonsField.reason', { value0: index + 1 })}
            value={reason}
            onChange={(event) => onChange(reasons.map((r, i) => (i === index ? event.target.value : r)))}
          />
          <RowIconButton
            icon={Trash2}
            type="button"
            label={t('meetings.reasonsField.removeReason', { value0: index + 1 })}
            disabled={reasons.length <= minimum}
            onClick={() => onChange(reasons.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <AddRowButton onClick={() => onChange([...reasons, ''])}>{t('meetings.reasonsField.addReason')}</AddRowButton>
      {error && (
        <p id={`${idPrefix}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
