import { deviceOf, PASSKEY_MESSAGES, type Passkey } from '@club/shared';

const NAME_REQUIRED = 'Give the passkey a name';

import { Cloud, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Loaded } from '../../../components/page-state';
import { Button, RowIconButton } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { passkeyDeclined, passkeysWork } from '../../../lib/passkeys';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { SubmitOrCancel } from './form-buttons';

const failed = (error: unknown) => {
  if (!passkeyDeclined(error)) toast.error(t('common.toast.error'), { description: errorMessage(error) });
};

/** A name the person recognises for the passkey this device makes: "Chrome on Android". */
function thisDevice() {
  const device = deviceOf(navigator.userAgent);
  return device ? t('profiles.sessions.device', device) : t('profiles.passkeys.defaultName');
}

/** The person's passkeys: add one on this device, rename, remove (removing asks for a fresh factor). */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [naming, setNaming] = useState<Passkey | 'new' | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const rename = useRenamePasskey();
  const list = passkeys.data?.passkeys ?? [];
  const save = async (name: string) => {
    try {
      if (naming === 'new') {
        const added = await add.mutateAsync(name);
        toast.success(t('profiles.passkeys.addedToast', { name: added.name }));
      } else if (naming) {
        await rename.mutateAsync({ id: naming.id, name });
        toast.success(translateMessage(PASSKEY_MESSAGES.renamed));
      }
      setNaming(null);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.passkeys.title')}</CardTitle>
        <CardDescription>{t('profiles.passkeys.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Loaded query={passkeys} failed={t('profiles.passkeys.failed')}>
          {() => (
            <>
              {list.length > 0 && (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {list.map((passkey) => (
                    <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <div className="min-w-0">
                        <p className="flex items-center gap-2 font-medium text-slate-900">
                          <KeyRound className="size-4 shrink-0" aria-hidden />
                          <span className="break-words">{passkey.name}</span>
                        </p>
                        <p className="text-sm text-slate-600">
                          {passkey.lastUsedAt
                            ? t('profiles.passkeys.addedUsed', {
                                added: formatDate(passkey.createdAt),
                                used: formatDate(passkey.lastUsedAt),
                              })
                            : t('profiles.passkeys.added', { added: formatDate(passkey.createdAt) })}
                          {passkey.backedUp && (
                            <span className="ms-2 inline-flex items-center gap-1">
                              <Cloud className="size-3.5" aria-hidden />
                              {t('profiles.passkeys.synced')}
                            </span>
                          )}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <RowIconButton
                          icon={Pencil}
                          onClick={() => setNaming(passkey)}
                          label={t('profiles.passkeys.rename', { name: passkey.name })}
                        />
                        <RowIconButton
                          icon={Trash2}
                          onClick={() => setRemoving(passkey)}
                          label={t('profiles.passkeys.remove', { name: passkey.name })}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {naming ? (
                <NameForm
                  initial={naming === 'new' ? thisDevice() : naming.name}
                  submitLabel={naming === 'new' ? t('profiles.passkeys.create') : t('profiles.passkeys.save')}
                  pending={add.isPending || rename.isPending}
                  onCancel={() => setNaming(null)}
                  onSave={save}
                />
              ) : passkeysWork() ? (
                <Button className="self-start" onClick={() => setNaming('new')}>
                  <KeyRound aria-hidden />
                  {t('profiles.passkeys.add')}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">{t('profiles.passkeys.unsupported')}</p>
              )}
            </>
          )}
        </Loaded>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('profiles.passkeys.removeTitle', { name: removing?.name ?? '' })}
          message={t('profiles.passkeys.removeMessage')}
          confirmLabel={t('profiles.passkeys.removeConfirm')}
          pending={remove.isPending}
          onConfirm={() =>
            removing &&
            remove.mutate(removing.id, {
              onSuccess: (result) => {
                setRemoving(null);
                toast.success(translateMessage(result.message));
              },
              onError: failed,
            })
          }
        />
      </CardContent>
    </Card>
  );
}

/** The passkey's name: for a new one (then the device is asked to make it), or a new name for one. */
function NameForm({
  initial,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
    else setError(translateMessage(NAME_REQUIRED));
  };
  return (
    <form onSubmit={submit} className="flex max-w-sm flex-col gap-4" noValidate>
      <TextField
        id="passkey-name"
        label={t('profiles.passkeys.name')}
        error={error ?? undefined}
        required
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <SubmitOrCancel pending={pending} onCancel={onCancel}>
        {submitLabel}
      </SubmitOrCancel>
    </form>
  );
}
