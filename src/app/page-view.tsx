import type { ShownPage } from '@/content/site-types';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { Breadcrumb } from '@/layout/breadcrumb';
import { Sections } from '@/render/sections';
import { usePageReady } from '@/hydration/use-page-ready';

export function PageView({ path, page }: { path: string; page: ShownPage }) {
  usePageReady(path, page);
  useDocumentMeta(page.title, page.description);
  return (
    <>
      {page.breadcrumb && <Breadcrumb title={page.breadcrumb} />}
      <Sections sections={page.sections} firstScreen />
    </>
  );
}
