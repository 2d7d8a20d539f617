import { EXPORT_FILE_NAME } from '../../shared/account';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { exportAccount } from './data-export';

export async function exportMyData({ user }: HttpRequest): Promise<Reply> {
  return {
    ...ok(await exportAccount(user.userId)),
    headers: { 'content-disposition': `attachment; filename="${EXPORT_FILE_NAME}"` },
  };
}
