import { usePage } from '@/content/pages';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { Breadcrumb } from '@/layout/breadcrumb';
import { Sections } from '@/render/sections';
import { usePageReady } from '@/hydration/use-page-ready';

export function PageView({ path }: { path: string }) {
  usePageReady(path);
  const page = usePage(path);
  useDocumentMeta(page.title, page.description);
  return (
    <>
      {page.breadcrumb && <Breadcrumb title={page.breadcrumb} />}
      <Sections sections={page.sections} />
    </>
  );
}
