import type { PageMeta } from '@/content/site-types';
import { useSections } from '@/content/page-sections';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { Breadcrumb } from '@/layout/breadcrumb';
import { Sections } from '@/render/sections';
import { usePageReady } from '@/render/use-page-ready';

export function PageView({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description);
  usePageReady(page.path);
  const sections = useSections(page.path);
  return (
    <>
      {page.breadcrumb && <Breadcrumb title={page.breadcrumb} />}
      <Sections sections={sections} />
    </>
  );
}
