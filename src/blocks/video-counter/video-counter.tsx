import { useId } from 'react';
import type { VideoCounter as VideoCounterBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionIntro } from '@/components/section-intro';
import { useFirstScreen } from '@/content/first-screen';
import { Counters } from './counters';
import { VideoPlayer } from './video-player';
import { Grid } from './video-counter.styles';

/** Title and text over the promotional video (8 of 12 columns) and the counters (4 of 12). */
export function VideoCounter({ id, heading, text, video, statistics, countDurationMs }: VideoCounterBlock) {
  const headingId = useId();
  const firstScreen = useFirstScreen();

  return (
    <Section id={id} tone="dark" labelledBy={headingId}>
      <SectionIntro id={headingId} heading={heading} text={text} onDark />
      <Grid>
        <VideoPlayer video={video} priority={firstScreen} />
        <Counters statistics={statistics} durationMs={countDurationMs} />
      </Grid>
    </Section>
  );
}
