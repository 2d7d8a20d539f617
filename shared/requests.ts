/**
 * Rules of course requests and of approving one into the catalogue, shared by the request form, the
 * admin's approve dialog and the Lambdas that enforce them.
 *
 * Accepted links (https only, no user info, no port; other query parameters and fragments dropped):
 * - playlist: `https://{www.,m.,music.,}youtube.com/playlist?list=LIST`
 *   → stored as `https://www.youtube.com/playlist?list=LIST`
 * - video, optionally inside a playlist: `https://{www.,m.,music.,}youtube.com/watch?v=VIDEO(&list=LIST)`
 *   or `https://youtu.be/VIDEO(?list=LIST)` → stored as `https://www.youtube.com/watch?v=VIDEO(&list=LIST)`
 * VIDEO is exactly 11 of `A-Z a-z 0-9 _ -`; LIST is 12 to 64 of the same. Anything else (other
 * hosts, channel pages, searches, shorts, embeds, other schemes) is refused.
 */
import { LANGUAGES, type Language, LIMITS, MESSAGES } from './constants';
import { fieldName, message, type Text } from './message';
import {
  email as emailField,
  type Field,
  fail,
  fieldProblems,
  object,
  optional,
  refusalText,
  type Schema,
  string,
  userText,
} from './validation';

/** A YouTube video id: what a lesson stores, in the catalogue file as in an approved request. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const PLAYLIST_ID_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOST = 'youtu.be';

export const PLAYLIST_LINK_MSG =
  'Playlist Link must be a YouTube playlist or video link, e.g. https://www.youtube.com/playlist?list=… or https://www.youtube.com/watch?v=…';

export interface YouTubeLink {
  videoId?: string;
  listId?: string;
  /** The canonical form that is stored and shown. */
  href: string;
}

const canonical = (videoId: string | undefined, listId: string | undefined): string =>
  videoId
    ? `https://www.youtube.com/watch?v=${videoId}${listId ? `&list=${listId}` : ''}`
    : `https://www.youtube.com/playlist?list=${listId}`;

/** Parses a YouTube playlist or video link in one of the accepted forms; null for anything else. */
export function parseYouTubeLink(input: string): YouTubeLink | null {
  const raw = input.trim();
  if (!/^https:\/\//i.test(raw) || /\s/.test(raw)) return null;
  // The authority must be a bare host name: user info ('@') and ports (':') are refused before the
  // URL parser gets a chance to interpret them.
  const authority = raw.slice('https://'.length).split(/[/?#\\]/, 1)[0] ?? '';
  if (!/^[A-Za-z0-9.-]+$/.test(authority)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== authority.toLowerCase()) return null;
  const list = url.searchParams.get('list') || undefined;
  if (list !== undefined && !PLAYLIST_ID_PATTERN.test(list)) return null;

  let videoId: string | undefined;
  if (host === SHORT_HOST) {
    videoId = url.pathname.replace(/^\/|\/$/g, '');
  } else if (YOUTUBE_HOSTS.has(host)) {
    const path = url.pathname.replace(/\/$/, '');
    if (path === '/playlist') {
      if (!list) return null;
    } else if (path === '/watch') {
      videoId = url.searchParams.get('v') ?? '';
    } else {
      return null;
    }
  } else {
    return null;
  }
  if (videoId !== undefined && !VIDEO_ID_PATTERN.test(videoId)) return null;
  return { videoId, listId: list, href: canonical(videoId, list) };
}

/** A video id typed as is, or taken from a video link; null when neither. */
export function videoIdOf(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID_PATTERN.test(text)) return text;
  return parseYouTubeLink(text)?.videoId ?? null;
}

/** A playlist id typed as is, or taken from a link that names one (a video in a playlist too); null when neither. */
export function playlistIdOf(input: string): string | null {
  const text = input.trim();
  if (PLAYLIST_ID_PATTERN.test(text)) return text;
  return parseYouTubeLink(text)?.listId ?? null;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required field, labelled as on the form: an empty one gets `emptyMsg`. */
const required =
  <T>(
    label: string,
    field: Field<T>,
    emptyMsg: Text = message('{name} is required.', { name: fieldName(label) }),
  ): Field<T> =>
  (value) =>
    isBlank(value) ? fail(emptyMsg) : field(value, label);

/** A field that may be left empty (blank counts as empty): `empty` then. */
const mayBeEmpty =
  <T>(label: string, field: Field<T>, empty: T): Field<T> =>
  (value) =>
    isBlank(value) ? { ok: true, value: empty } : field(value, label);

const playlistLink: Field<string> = (value, name) => {
  const text = string({ max: LIMITS.playlistMax })(value, name);
  if (!text.ok) return text;
  const link = parseYouTubeLink(text.value);
  return link ? { ok: true, value: link.href } : fail(PLAYLIST_LINK_MSG);
};

/** What a learner would like to learn, when they know no playlist for it: the admin finds one. */
export const REQUEST_TOPIC_MAX = 120;
export const TOPIC_OR_LINK_MSG = 'Name a topic, or give a YouTube playlist link.';

export interface CourseRequestInput {
  name: string;
  email: string;
  /** What the course should teach; empty or absent when the link says it. */
  topic?: string;
  /** The normalised link; '' for a request with a topic only. */
  playlist: string;
  message: string;
}

/** Each field's rule, in the order the form shows them; an empty required one is "<Label> is required." */
const requestFields = {
  name: required('Name', userText({ max: LIMITS.requestNameMax })),
  email: required('Email address', emailField()),
  topic: mayBeEmpty('Topic', userText({ max: REQUEST_TOPIC_MAX }), ''),
  playlist: mayBeEmpty('Playlist Link', playlistLink, ''),
  message: required('Message', userText({ max: LIMITS.requestMessageMax, multiline: true })),
};
const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;

/** Whether a field every request needs was left empty: the spec's "Please fill all the fields!". */
export const missesRequiredField = (form: Record<string, unknown>): boolean =>
  REQUIRED_FIELDS.some((key) => isBlank(form[key]));

/** A request names what to teach: a topic, a link, or both. */
const topicOrLink = ({ topic, playlist }: { topic: string; playlist: string }) =>
  topic || playlist ? null : TOPIC_OR_LINK_MSG;

const checkRequest = object(requestFields, topicOrLink);

/**
 * POST /api/course/request: name, address and message required, and a topic or a link (a link must
 * be a YouTube one); lengths capped, the link normalised. An empty required field is answered with
 * the spec's one message, anything else with the first problem.
 */
export const courseRequestSchema: Schema<CourseRequestInput> = (input) => {
  const checked = checkRequest(input);
  if (checked.ok) return checked;
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return missesRequiredField(body) ? fail(MESSAGES.fillAllFields) : checked;
};

/** Every problem of the request form at once, by field, so the form can mark each one. */
export const courseRequestProblems = (form: Record<keyof CourseRequestInput, string>) =>
  fieldProblems(requestFields, form, (values) => {
    const msg = topicOrLink({ topic: values.topic.trim(), playlist: values.playlist.trim() });
    return msg ? { field: 'topic', msg } : null;
  });

/** Limits of a course approved from a request (the import file has the same shape). */
export const COURSE_LIMITS = {
  nameMax: 120,
  creatorMax: 80,
  categoryMax: 40,
  infoMax: 500,
  descriptionMax: 5000,
  lessonNameMax: 100,
  lessonsMin: 1,
  lessonsMax: 200,
  /** A lesson's video is at most a day long: a longer length is a mistake, not a lesson. */
  lessonSecondsMax: 24 * 60 * 60,
} as const;

export interface ApprovedLesson {
  lessonName: string;
  /** The video provider's 11-character video id. */
  link: string;
  /** The video's length, where the provider told it (a course filled from a playlist). */
  seconds?: number;
}

export interface ApproveInput {
  name: string;
  creator: string;
  category: string;
  language: Language;
  info: string;
  description: string;
  lessons: ApprovedLesson[];
  /**
   * The playlist the admin found for a request with a topic only: the course keeps its id, as it
   * keeps the one of a request's own link. Empty or absent otherwise.
   */
  playlist?: string;
}

const language: Field<Language> = (value) =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.trim().toLowerCase())
    ? { ok: true, value: value.trim().toLowerCase() as Language }
    : fail(
        message('{name} must be one of {values}.', {
          name: fieldName('Language'),
          values: LANGUAGES.join(', '),
        }),
      );

/** A lesson's length as a course stores it: whole seconds, at least one, at most a day. */
export const isLessonSeconds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= COURSE_LIMITS.lessonSecondsMax;
const LESSON_SECONDS_MSG = message('{name} must be a whole number from {min} to {max}.', {
  name: fieldName('seconds'),
  min: 1,
  max: COURSE_LIMITS.lessonSecondsMax,
});

const lesson = object({
  // An untitled lesson is named "Lesson N" when the course is created.
  lessonName: optional(userText({ max: COURSE_LIMITS.lessonNameMax }), ''),
  link: required(
    'Video id',
    string({
      max: 11,
      pattern: VIDEO_ID_PATTERN,
      msg: 'the video id must be 11 characters of A-Z, a-z, 0-9, _ or -.',
    }),
    'a video id is required.',
  ),
  seconds: optional<number | undefined>(
    (value) => (isLessonSeconds(value) ? { ok: true, value } : fail(LESSON_SECONDS_MSG)),
    undefined,
  ),
});

const lessons: Field<ApprovedLesson[]> = (value) => {
  if (!Array.isArray(value) || value.length < COURSE_LIMITS.lessonsMin)
    return fail('Add at least one lesson.');
  if (value.length > COURSE_LIMITS.lessonsMax)
    return fail(message('A course has at most {max} lessons.', { max: COURSE_LIMITS.lessonsMax }));
  const out: ApprovedLesson[] = [];
  for (const [index, item] of value.entries()) {
    const result =
      typeof item === 'object' && item !== null ? lesson(item) : fail('give its lessonName and link.');
    if (!result.ok)
      return fail(message('Lesson {number}: {problem}', { number: index + 1, problem: refusalText(result) }));
    const { seconds, ...rest } = result.value;
    // A lesson of unknown length carries no `seconds` at all, not an undefined one.
    out.push(seconds === undefined ? rest : { ...rest, seconds });
  }
  return { ok: true, value: out };
};

/** A playlist's item as a lesson of the course to approve (`GET /api/admin/playlist`). */
export interface PlaylistLesson extends ApprovedLesson {
  /** Its place in the playlist's playable items, from 1. */
  lesson: number;
}

/** `GET /api/admin/playlist`: a playlist's items as the lessons of a course. */
export interface PlaylistAnswer {
  playlistId: string;
  title: string;
  channel: string;
  lessons: PlaylistLesson[];
  /** Deleted or private items, left out. */
  skipped: number;
  /** True when the playlist has more items than a course may have lessons: only the first are given. */
  truncated: boolean;
}

/** POST /api/request/{id}/approve: the course to create from the request. */
export const approveSchema: Schema<ApproveInput> = object({
  name: required('Course name', userText({ max: COURSE_LIMITS.nameMax })),
  creator: required('Creator', userText({ max: COURSE_LIMITS.creatorMax })),
  category: required('Category', userText({ max: COURSE_LIMITS.categoryMax })),
  language,
  info: required('Info', userText({ max: COURSE_LIMITS.infoMax, multiline: true })),
  description: required('Description', userText({ max: COURSE_LIMITS.descriptionMax, multiline: true })),
  lessons,
  playlist: mayBeEmpty<string | undefined>('Playlist Link', playlistLink, undefined),
});

/** Why an admin rejected a request: optional, shown to the requester in the list and the mail. */
export const REJECT_REASON_MAX = 500;
export const rejectSchema = object({
  reason: optional<string | undefined>(userText({ max: REJECT_REASON_MAX, multiline: true }), undefined),
});
