import type { ServiceDetail } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { splitArtSizes } from '@/components/split-hero.styles';
import { columns } from './service-detail.styles';

export const artSizes = splitArtSizes(columns);

/** The picture beside the service's title. */
export const firstScreen: FirstScreenOf<ServiceDetail> = (block) => ({ src: block.image.src, sizes: artSizes });
