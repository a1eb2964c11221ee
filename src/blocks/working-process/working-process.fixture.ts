import type { WorkingProcess as WorkingProcessBlock } from '@/generated/site';

export const fixture: WorkingProcessBlock = {
  type: 'working-process',
  eyebrow: 'How we work',
  heading: 'Our simple working process',
  text: 'These steps are simplified: the actual work varies with the complexity of each project, and we adapt it to yours.',
  image: { src: '/images/process.svg', alt: 'Project plan board with tasks moving towards launch', width: 560, height: 520 },
  steps: [
    {
      title: '01/ Project idea',
      text: 'Every project starts with a detailed discussion with you, to understand the idea, the users and the goals it has to reach.',
    },
    {
      title: '02/ Brainstorming',
      text: 'Designers, engineers and your team meet in a group creativity session to weigh options and reach a clear conclusion on what to build.',
    },
    {
      title: '03/ Launch',
      text: 'We deliver the final product with its documentation, train your team and stay on hand while it settles in.',
    },
  ],
};
