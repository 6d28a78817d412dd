import { ApiError } from './api-client';
import { readText, STORAGE_KEYS } from './storage';

/**
 * Downloads a file from the API with the signed-in person's token (a plain link could not send
 * it): the product CSV export, the activity log's CSV.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = readText(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the shop. Check your connection.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(
      response.status,
      body.code ?? 'HTTP_ERROR',
      body.message ?? `The download failed (${response.status}).`,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
