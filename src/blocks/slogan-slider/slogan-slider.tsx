import { useId } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import type { SloganSlider as SloganSliderBlock } from '@/generated/site';
import { Container } from '@/components/container';
import { SectionHeading } from '@/components/section-heading';
import { useLabels } from '@/hooks/use-labels';
import { PlayPauseButton } from './play-pause-button';
import { useMarquee } from './use-marquee';
import { Badge, Band, Card, Head, Kicker, Title, Track, badgePx } from './slogan-slider.styles';

const modules = [Autoplay, A11y];

/** A continuous marquee of slogans: loops, ignores touch, pauses with its button, stands still for reduced motion. */
export function SloganSlider({ id, eyebrow, heading, label, pauseLabel, playLabel, slogans, speedMs, autoplayDelayMs }: SloganSliderBlock) {
  const labels = useLabels();
  const headingId = useId();
  const marquee = useMarquee(speedMs);

  return (
    <Band id={id}>
      {/* the carousel, not the section, is the landmark: named by the heading when there is one */}
      <div role="region" aria-roledescription={labels.carousel} {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
        <Container>
          <Head $spread={Boolean(heading || eyebrow)}>
            {heading ? (
              <div>
                <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
              </div>
            ) : (
              eyebrow && <Kicker>{eyebrow}</Kicker>
            )}
            <PlayPauseButton playing={marquee.playing} pauseLabel={pauseLabel} playLabel={playLabel} onToggle={marquee.toggle} />
          </Head>
        </Container>
        <Track>
          <Swiper
            modules={modules}
            loop
            speed={speedMs}
            slidesPerView="auto"
            allowTouchMove={false}
            // started and stopped by useMarquee, so reduced motion and the button decide, not Swiper's init
            autoplay={{ enabled: false, delay: autoplayDelayMs, disableOnInteraction: false }}
            a11y={{ slideLabelMessage: labels.swiperSlideOf, itemRoleDescriptionMessage: labels.slide, wrapperLiveRegion: false }}
            {...marquee.events}
          >
            {slogans.map((slogan, index) => (
              <SwiperSlide key={slogan.title} role="group" aria-roledescription={labels.slide} aria-label={labels.slideOf(index + 1, slogans.length)}>
                <Card>
                  <Badge image={slogan.image} sizes={`${badgePx}px`} />
                  <Title>{slogan.title}</Title>
                </Card>
              </SwiperSlide>
            ))}
          </Swiper>
        </Track>
      </div>
    </Band>
  );
}
