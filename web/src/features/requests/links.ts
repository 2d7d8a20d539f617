/** Links into the request form from elsewhere in the app. */
import { paths } from '../../config/paths';

/** The request form's address parameter that fills in the topic. */
export const TOPIC_PARAM = 'topic';

/** The request form with `topic` filled in: where an empty search offers to ask for a course. */
export const requestFormHref = (topic: string) =>
  `${paths.courseRequest}?${new URLSearchParams({ [TOPIC_PARAM]: topic })}`;
