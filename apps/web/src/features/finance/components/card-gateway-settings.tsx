import { CARD_GATEWAY_MODES, type CardGatewayMode } from '@club/shared';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { t, translateMessage } from '../../../lib/i18n';
import { useCardGateway, useSaveCardGateway } from '../api/card-gateway';

/**
 * The bank's card gateway (decision 048): on or off, the bank's test or live environment, and the merchant's API
 * key, kept sealed and never shown again; the address the bank's merchant portal sends its notifications to.
 */
export function CardGatewaySettings() {
  const settings = useCardGateway();
  const save = useSaveCardGateway();
  const [enabled, setEnabled] = useState(false);
  const [mode, setMode] = useState<CardGatewayMode>('test');
  const [apiKey, setApiKey] = useState('');
  const [apiKeyError, setApiKeyError] = useState<string | undefined>();
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.enabled);
    setMode(settings.data.mode);
  }, [settings.data]);

  if (settings.isError) return <p className="text-red-700">{t('finance.cardGateway.failedToLoad')}</p>;
  if (!settings.data) return <Spinner />;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setApiKeyError(undefined);
    try {
      const saved = await save.mutateAsync({ enabled, mode, ...(apiKey.trim() ? { apiKey } : {}) });
      setApiKey('');
      toast.success(translateMessage(saved.message));
    } catch (error) {
      const keyError = error instanceof ApiError ? error.body.fieldErrors?.apiKey?.[0] : undefined;
      if (keyError) setApiKeyError(translateMessage(keyError));
      else
        toast.error(t('common.toast.error'), {
          description: failureMessage(error, t('finance.cardGateway.failedToSave')),
        });
    }
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
          <h3 className="font-semibold">{t('finance.cardGateway.title')}</h3>
          <p className="text-sm text-slate-600">{t('finance.cardGateway.about')}</p>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            {t('finance.cardGateway.enabled')}
          </label>
          <FormField
            id="card-gateway-mode"
            label={t('finance.cardGateway.mode')}
            hint={mode === 'test' ? t('finance.cardGateway.testHint') : undefined}
          >
            <Select value={mode} onChange={(event) => setMode(event.target.value as CardGatewayMode)}>
              {CARD_GATEWAY_MODES.map((each) => (
                <option key={each} value={each}>
                  {t(`finance.cardGateway.modes.${each}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <TextField
            id="card-gateway-key"
            label={t('finance.cardGateway.apiKey')}
            hint={
              settings.data.apiKeyUnreadable
                ? t('finance.cardGateway.apiKeyUnreadable')
                : settings.data.hasApiKey
                  ? t('finance.cardGateway.apiKeyKept')
                  : t('finance.cardGateway.apiKeyHint')
            }
            type="password"
            autoComplete="off"
            value={apiKey}
            error={apiKeyError}
            onChange={(event) => setApiKey(event.target.value)}
          />
          <div className="text-sm">
            <p className="font-medium">{t('finance.cardGateway.notificationUrl')}</p>
            <p className="text-slate-600">{t('finance.cardGateway.notificationUrlHint')}</p>
            <bdi dir="ltr" className="block break-all font-mono">
              {settings.data.notificationUrl}
            </bdi>
          </div>
          <Button type="submit" className="self-end" disabled={save.isPending}>
            {t('finance.cardGateway.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
