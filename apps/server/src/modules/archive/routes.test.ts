import { ARCHIVE_MESSAGES, folderInputSchema } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { PDF, PNG } from '../../test/files';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

type Account = Awaited<ReturnType<typeof signedInAs>>;

/** A Windows executable's first bytes, sent under a document's name. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** The start of an OpenDocument text file: a ZIP whose first entry, "mimetype", names the type. */
function openDocumentText() {
  const name = Buffer.from('mimetype');
  const data = Buffer.from('application/vnd.oasis.opendocument.text');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data, Buffer.alloc(64)]);
}

describe('document archive', () => {
  let app: TestApp;
  let admin: Account;
  let owner: Account;
  let outsider: Account;
  let member: Account;
  let writer: Account;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const upload = (folderId: string, cookie: string, file: Buffer, filename: string, description = '') => {
    const body = multipartBody({ description }, [{ field: 'file', filename, data: file }]);
    return app.app.inject({
      method: 'POST',
      url: `/api/archive/folders/${folderId}/documents`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const folderNamed = async (name: string) => {
    const created = await call('POST', '/api/archive/folders', owner.cookie, { name, description: 'Papers' });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  };
  const grant = (folderId: string, userId: string, permissionLevel: string, cookie = owner.cookie) =>
    call('PUT', `/api/archive/folders/${folderId}/permissions`, cookie, { userId, permissionLevel });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    owner = await signedInAs(app, 'executive');
    outsider = await signedInAs(app, 'executive');
    member = await signedInAs(app, 'member');
    writer = await signedInAs(app, 'executive');
  });
  afterAll(() => app.close());

  it('validates the folder name, and gives its creator admin on it', async () => {
    const blank = await call('POST', '/api/archive/folders', owner.cookie, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.name).toEqual([ARCHIVE_MESSAGES.folderName]);
    expect((await call('POST', '/api/archive/folders', member.cookie, { name: 'Mine' })).statusCode).toBe(403);
    const id = await folderNamed('AGM 2026');
    const mine = (await call('GET', '/api/archive/folders', owner.cookie)).json();
    expect(mine.find((f: { id: string }) => f.id === id)).toMatchObject({ name: 'AGM 2026', level: 'admin' });
    const permissions = (await call('GET', `/api/archive/folders/${id}/permissions`, owner.cookie)).json();
    expect(permissions).toEqual([expect.objectContaining({ userId: owner.user.id, permissionLevel: 'admin' })]);
  });

  it('creates a folder from what its form sends with only the name filled (a blank description arrives as null)', async () => {
    const sent = folderInputSchema.parse({ name: 'Minutes 2026', description: '' });
    const created = await call('POST', '/api/archive/folders', owner.cookie, sent);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Minutes 2026', description: null });
  });

  it('holds every level to its calls: read lists and downloads, write also uploads, admin also grants and deletes', async () => {
    const id = await folderNamed('Board papers');
    expect((await grant(id, member.user.id, 'read')).statusCode).toBe(200);
    expect((await grant(id, writer.user.id, 'write')).statusCode).toBe(200);

    const uploaded = await upload(id, writer.cookie, PDF, 'Minutes ޖަލްސާ 2026.pdf', 'Signed minutes');
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      filename: 'Minutes ޖަލްސާ 2026.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.length,
    });

    // read: list and download, with the original name; not upload, grant or delete
    const listed = await call('GET', `/api/archive/folders/${id}/documents`, member.cookie);
    expect(listed.json().map((d: { id: string }) => d.id)).toEqual([document.id]);
    const download = await call('GET', document.downloadUrl, member.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Minutes ______ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Minutes ޖަލްސާ 2026.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await upload(id, member.cookie, PDF, 'a.pdf')).statusCode).toBe(403);
    expect((await grant(id, outsider.user.id, 'read', member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/archive/documents/${document.id}`, member.cookie)).statusCode).toBe(403);

    // write: upload, but not grant, see the grants, or delete
    expect((await grant(id, outsider.user.id, 'read', writer.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/archive/folders/${id}/permissions`, writer.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/archive/documents/${document.id}`, writer.cookie)).statusCode).toBe(403);

    // no grant: the folder and its documents do not exist
    for (const url of [
      `/api/archive/folders/${id}/documents`,
      `/api/archive/folders/${id}/permissions`,
      document.downloadUrl,
    ])
      expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
    expect((await upload(id, outsider.cookie, PDF, 'b.pdf')).statusCode).toBe(404);
    const outsiderFolders = (await call('GET', '/api/archive/folders', outsider.cookie)).json();
    expect(outsiderFolders.map((f: { id: string }) => f.id)).not.toContain(id);

    // the approver (admin) sees and manages every folder
    expect((await call('GET', '/api/archive/folders', admin.cookie)).json().map((f: { id: string }) => f.id)).toContain(
      id,
    );

    // admin level: revoke, delete; the member loses access at once
    expect(
      (await call('DELETE', `/api/archive/folders/${id}/permissions/${member.user.id}`, owner.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', document.downloadUrl, member.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/archive/documents/${document.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', document.downloadUrl, owner.cookie)).statusCode).toBe(404);

    const audited = await queryRows<{ action: string }>(
      app.database.db,
      sql`select action from audit_log where entity_type in ('archive_folder_permissions', 'archive_documents')
           and actor_id in (${owner.user.id}, ${writer.user.id}) order by created_at`,
    );
    const actions = audited.map((a) => a.action);
    for (const expected of [
      'archive_folder_permissions.create',
      'archive_documents.create',
      'archive_folder_permissions.delete',
      'archive_documents.delete',
    ])
      expect(actions).toContain(expected);
  });

  it('accepts documents by content: an executable named .pdf is refused, an oversize file is 413', async () => {
    const id = await folderNamed('Uploads');
    const disguised = await upload(id, owner.cookie, EXECUTABLE, 'agenda.pdf');
    expect(disguised.statusCode).toBe(415);
    expect((await upload(id, owner.cookie, PNG, 'photo.png')).statusCode).toBe(201);
    const odt = await upload(id, owner.cookie, openDocumentText(), 'Constitution.odt');
    expect(odt.statusCode).toBe(201);
    expect(odt.json().fileType).toBe('application/vnd.oasis.opendocument.text');
    const settings = (await call('GET', '/api/admin/settings', admin.cookie)).json();
    await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      uploadLimitsMb: { ...settings.uploadLimitsMb, documents: 1 },
    });
    try {
      const large = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
      expect((await upload(id, owner.cookie, large, 'large.pdf')).statusCode).toBe(413);
    } finally {
      await call('PUT', '/api/admin/settings', admin.cookie, settings);
    }
    expect((await upload(id, owner.cookie, Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);
    const documents = (await call('GET', `/api/archive/folders/${id}/documents`, owner.cookie)).json();
    expect(documents.map((d: { filename: string }) => d.filename).sort()).toEqual(['Constitution.odt', 'photo.png']);
  });

  it('keeps only the base of a path-like file name, and refuses path tricks on downloads', async () => {
    const id = await folderNamed('Paths');
    const uploaded = await upload(id, owner.cookie, PDF, '../../etc/passwd.pdf');
    expect(uploaded.json().filename).toBe('passwd.pdf');
    for (const url of [
      '/api/archive/documents/..%2F..%2Fetc%2Fpasswd/download',
      '/api/archive/documents/%2e%2e/download',
      `/api/archive/documents/${uploaded.json().id}%00/download`,
    ]) {
      const response = await call('GET', url, owner.cookie);
      expect([400, 404]).toContain(response.statusCode);
    }
  });

  it('searches file names and descriptions within the folders the viewer can read', async () => {
    const shared = await folderNamed('Shared search');
    const hidden = await folderNamed('Hidden search');
    await grant(shared, member.user.id, 'read');
    await upload(shared, owner.cookie, PDF, 'budget-2027.pdf', 'Draft budget');
    await upload(hidden, owner.cookie, PDF, 'budget-secret.pdf', 'Salaries');
    const found = (await call('GET', '/api/archive/documents?search=BUDGET', member.cookie)).json();
    expect(found.items.map((d: { filename: string }) => d.filename)).toEqual(['budget-2027.pdf']);
    const byDescription = (await call('GET', '/api/archive/documents?search=salaries', owner.cookie)).json();
    expect(byDescription.items.map((d: { filename: string }) => d.filename)).toEqual(['budget-secret.pdf']);
    const wildcard = (await call('GET', '/api/archive/documents?search=%25', member.cookie)).json();
    expect(wildcard.total).toBe(0);
  });
});
