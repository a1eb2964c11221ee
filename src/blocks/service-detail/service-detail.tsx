import type { ServiceDetail as ServiceDetailBlock } from '@/generated/site';
import { ApproachSteps } from './approach-steps';
import { ServiceOverview } from './service-overview';

/** A service page's content: overview with highlights, then the approach steps on a band of its own. */
export function ServiceDetail({ approach, ...overview }: ServiceDetailBlock) {
  return (
    <>
      <ServiceOverview {...overview} />
      <ApproachSteps {...approach} />
    </>
  );
}
