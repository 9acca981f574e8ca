declare module 'virtual:catalogues' {
  import type { Language } from '@club/shared';
  import type { Messages } from '@lingui/core';
  export const catalogues: Record<Language, Record<string, () => Promise<{ default: Messages }>>>;
}
