import { MESSAGES } from '@club/shared';
import type { ReactNode } from 'react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The frame of the roles screens: for admins only, with the way back to the users. */
export function RolesFrame({
  moduleId,
  title,
  children,
}: {
  moduleId: 'roles' | 'role-permissions';
  title: string;
  children: ReactNode;
}) {
  return (
    <AdminFrame
      moduleId={moduleId}
      title={title}
      extra={{ label: t('modules.users.title'), to: paths.admin.users }}
      deniedMessage={translateMessage(MESSAGES.adminOnly)}
    >
      {children}
    </AdminFrame>
  );
}
