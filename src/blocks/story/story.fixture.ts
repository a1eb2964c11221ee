import type { Story } from '@/generated/site';

export const fixture: Story = {
  type: 'story',
  eyebrow: 'Our story',
  heading: 'Founded in Agra in 2008, still building from here',
  paragraphs: [
    'Yamuna Softworks began in 2008 in a rented room above a stationery shop on MG Road: two engineers, two second-hand desktops and one client, a marble exporter who wanted his orders out of ledgers and into software.',
    'That order system ran for nine years. Word spread among traders and manufacturers in Agra, then in Delhi, Jaipur and Kanpur, and the team grew one careful hire at a time.',
    'Today more than forty designers, engineers and consultants work from our studio at Sanjay Place for clients across India, the Gulf and Europe. We still start every project the way we started the first: by sitting down with the people who will use the software.',
  ],
  highlight: { value: '2008', label: 'Founded in Agra' },
  images: [
    {
      src: '/images/about/first-office.svg',
      alt: 'Our first office in 2008: a desk with a boxy monitor, a glass of chai and a window onto the Taj Mahal at dusk',
      width: 480,
      height: 600,
    },
    {
      src: '/images/about/team-at-work.svg',
      alt: 'Two developers pairing at one desk, one pointing at a line of code on a large monitor',
      width: 480,
      height: 360,
    },
    {
      src: '/images/about/client-workshop.svg',
      alt: 'A client workshop: a designer sketches an app’s screen flow on a whiteboard while two clients look on',
      width: 480,
      height: 360,
    },
    {
      src: '/images/about/studio-today.svg',
      alt: 'Our studio at Sanjay Place today: a glass wall onto the city, a release board on a wall screen and open desks',
      width: 480,
      height: 600,
    },
  ],
};
