import type { VideoCounter as VideoCounterBlock } from '@/generated/site';

export const fixture: VideoCounterBlock = {
  type: 'video-counter',
  id: 'aximo-counter',
  heading: 'We make your business stand out',
  text: 'We work closely with our clients to know their objectives, target audience, unique needs, and practical design solutions.',
  video: {
    src: '/corporate.mp4',
    poster: { src: '/images/video-poster.svg', alt: 'Our team planning a product in the studio', width: 800, height: 450 },
    playLabel: 'Play the company video',
  },
  statistics: ['experience', 'projects', 'satisfaction'],
  countDurationMs: 3000,
};
