/**
 * Settings as code: each stage deployed to AWS has its settings in a committed file,
 * `infra/stages/<stage>.json`, so a later deploy cannot fall back to defaults because a `-c` value
 * was left out (the sender identity would be replaced, the custom domain dropped). A `-c key=value`
 * still wins over the file, for a one-off. Synth for AWS refuses a stage without a file and the
 * placeholder sender, each with a message that says what to do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  type ContextReader,
  type DeploySettings,
  PLACEHOLDER_SENDER,
  readSettings,
  readStage,
} from './settings';

/** Where the stage files live. */
export const STAGES_DIR = resolve(__dirname, '..', 'stages');

/**
 * A context flag that lets the synth go on with the placeholder sender: for reading the template
 * (the tests, a first look), never for a deploy that should send mail. Only taken from `-c`.
 */
export const ALLOW_PLACEHOLDER_SENDER = 'allowPlaceholderSender';

const ROOT = resolve(__dirname, '..', '..');

/** The settings of the stage in context: `-c` values over the stage file over the defaults. */
export function stageSettings(context: ContextReader, stagesDir: string = STAGES_DIR): DeploySettings {
  const stage = readStage(context);
  const path = join(stagesDir, `${stage}.json`);
  const shown = relative(ROOT, path);
  const file = existsSync(path) ? readStageFile(path, shown) : undefined;
  const asked = new Set<string>();
  const settings = readSettings((key) => {
    asked.add(key);
    const value = context(key);
    return value === undefined ? file?.[key] : value;
  });
  // A misspelt key would be ignored and its setting would silently take its default.
  const unknown = Object.keys(file ?? {}).filter((key) => !asked.has(key) || key === 'stage');
  if (unknown.length > 0) {
    throw new Error(
      `${shown}: unknown setting ${unknown.map((key) => `"${key}"`).join(', ')} ` +
        '(the file name is the stage; the settings are listed in docs/deploy.md, "Settings").',
    );
  }
  if (settings.target !== 'aws') return settings;
  if (!file) {
    throw new Error(
      `No settings file for the stage "${stage}": create ${shown} with at least "senderEmail" and ` +
        '"alarmEmail" (docs/deploy.md, "Settings"), or pick another stage with -c stage=<name>.',
    );
  }
  const allowPlaceholder = [true, 'true'].includes(context(ALLOW_PLACEHOLDER_SENDER) as boolean | string);
  if (settings.senderEmail === PLACEHOLDER_SENDER && !allowPlaceholder) {
    throw new Error(
      `"senderEmail" of the stage "${stage}" is the placeholder ${PLACEHOLDER_SENDER}: deployed, it would ` +
        `replace the verified sender and no mail could leave. Set your sender address in ${shown}.`,
    );
  }
  return settings;
}

function readStageFile(path: string, shown: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${shown} must hold one JSON object of settings.`);
  }
  return parsed as Record<string, unknown>;
}
