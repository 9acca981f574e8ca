export const minutesPdfUrl = (id: string) => `/api/admin/meetings/minutes/${encodeURIComponent(id)}/pdf`;
