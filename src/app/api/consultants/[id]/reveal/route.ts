import { handleReveal } from '@/features/consultants/server/reveal-handler';

type Context = { params: Promise<{ id: string }> };

/** Reveals one consultant's contact details, within the per-client limit (see reveal-handler.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleReveal(request, id);
}
