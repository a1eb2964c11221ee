import type { ServiceDetail } from '@/generated/site';

export const fixture: ServiceDetail = {
  type: 'service-detail',
  service: 'custom-software-development',
  eyebrow: 'Service overview',
  image: {
    src: '/images/services/custom-software-development.svg',
    alt: 'Business dashboard beside a diagram of connected software modules',
    width: 640,
    height: 520,
  },
  intro:
    'Off-the-shelf tools make you work their way. We build software that works yours: ERPs, customer portals, workflow and reporting tools shaped around your processes, connected to the systems you already use, and owned by you, code and all.',
  highlights: [
    {
      title: 'Design and architecture',
      text: 'Before writing code we map your processes, data and integrations, then design an architecture that fits your scale today and next year: clear modules, secure APIs and a data model your own team can follow.',
    },
    {
      title: 'Agile development and implementation',
      text: 'We build in two-week sprints and demo working software at the end of each one. You see progress early, change priorities as you learn, and never wait months to find out what you paid for.',
    },
  ],
  approach: {
    eyebrow: 'How we deliver',
    heading: 'Our Approach',
    text: 'Five steps take your software from a first conversation to a system your team relies on every day.',
    steps: [
      {
        title: 'Research and Competitor Analysis',
        description: 'We interview your users, study your current workflow and review competing products, so the software removes real bottlenecks and stands apart.',
        icon: 'search',
      },
      {
        title: 'Custom Software Design and Architecture',
        description: 'Wireframes, a clickable prototype and a technical blueprint (modules, data model, integrations and hosting), agreed with you before development starts.',
        icon: 'layers',
      },
      {
        title: 'Development and Implementation',
        description: 'Our engineers build in short sprints with code reviews and continuous integration, and connect the tools you rely on, such as Tally, SAP or your payment gateway.',
        icon: 'code',
      },
      {
        title: 'Quality Assurance and Testing',
        description: 'Automated and manual tests cover features, performance and security on every release, and your team signs off each milestone on a staging server.',
        icon: 'shield',
      },
      {
        title: 'Launch and Post-Launch Support',
        description: 'We migrate your data, go live, train your staff and monitor the system, then keep improving it under a clear support and maintenance plan.',
        icon: 'rocket',
      },
    ],
  },
};
