import { useId, useMemo } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Mousewheel, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { ProjectSlider as ProjectSliderBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useFirstScreen } from '@/content/first-screen';
import { useEntities } from '@/content/site-context';
import { useLabels } from '@/hooks/use-labels';
import { cardSizes } from './project-slider.images';
import { SliderButtons } from './slider-buttons';
import { useSliderControls } from './use-slider-controls';
import { Card, CardBody, CardImage, CardText, CardTitle, Head, Track } from './project-slider.styles';

const modules = [Pagination, Mousewheel, A11y, Keyboard];

/** A carousel of project cards: swipe, wheel, arrow keys, bullets or the previous/next buttons. */
export function ProjectSlider({ id, eyebrow, heading, projects, gapPx, breakpoints }: ProjectSliderBlock) {
  const labels = useLabels();
  const headingId = useId();
  const items = useEntities('projects', projects);
  const controls = useSliderControls();
  const firstScreen = useFirstScreen();
  const sizes = cardSizes({ breakpoints, gapPx });
  const slidesPerViewFrom = useMemo(
    () => Object.fromEntries(breakpoints.map(({ minWidthPx, slidesPerView }) => [minWidthPx, { slidesPerView }])),
    [breakpoints],
  );

  return (
    // the carousel, not the section, is the landmark: one region named by the heading, not two
    <Section id={id}>
      <div role="region" aria-roledescription={labels.carousel} aria-labelledby={headingId}>
        <Head>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          </div>
          <SliderButtons controls={controls} />
        </Head>
        <Track $gapPx={gapPx} $breakpoints={breakpoints}>
          <Swiper
            modules={modules}
            spaceBetween={gapPx}
            slidesPerView={1}
            breakpoints={slidesPerViewFrom}
            pagination={{ clickable: true }}
            mousewheel={{ forceToAxis: true }}
            keyboard={{ enabled: true, onlyInViewport: true, pageUpDown: false }}
            a11y={{
              slideLabelMessage: labels.swiperSlideOf,
              itemRoleDescriptionMessage: labels.slide,
              paginationBulletMessage: labels.showProject,
            }}
            {...controls.events}
          >
            {items.map((project, index) => (
              <SwiperSlide key={project.id} role="group" aria-roledescription={labels.slide} aria-label={labels.slideOf(index + 1, items.length)}>
                <Card>
                  <CardImage image={project.image} sizes={sizes} priority={firstScreen && index === 0} />
                  <CardBody>
                    <CardTitle>{project.title}</CardTitle>
                    <CardText>{project.description}</CardText>
                  </CardBody>
                </Card>
              </SwiperSlide>
            ))}
          </Swiper>
        </Track>
      </div>
    </Section>
  );
}
