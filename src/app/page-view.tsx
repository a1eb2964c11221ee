import type { Page } from '@/generated/site';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { Breadcrumb } from '@/layout/breadcrumb';
import { Sections } from '@/render/sections';

export function PageView({ page }: { page: Page }) {
  useDocumentMeta(page.title, page.description);
  return (
    <>
      {page.breadcrumb && <Breadcrumb title={page.breadcrumb} />}
      <Sections sections={page.sections} />
    </>
  );
}
