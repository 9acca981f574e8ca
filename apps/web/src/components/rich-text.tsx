import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { TextKey, TextValues } from '../lib/i18n';

/**
 * A text with marked-up parts: `<0>4.8</0> team rating` draws its part 0 in `components[0]`, so a
 * translation may move the part where its language puts it.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: TextKey;
  values?: TextValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
