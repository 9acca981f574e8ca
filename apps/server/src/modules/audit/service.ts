export { listAuditLog as auditLogPage } from './repository';
