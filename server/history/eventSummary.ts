import { changeVerbs } from '../../contract/changeVerbs';
import { eventLabels } from '../../contract/eventLabels';
import type { AuditEvent } from '../../contract/events';

/*
 * The `label` and `summary` Unleash 8.2's event search gives each event: its title, and one line
 * of Markdown saying who did what (a flag's change in the words the integrations and the bell use,
 * where and in which project; any other event as Unleash words the events it has no words for:
 * "**who** triggered **type**"). Unleash links the flag and the project to its own console; the
 * embedded service does not know the address it is reached at, so it names them only.
 */

const labels = new Map<string, string>(Object.entries(eventLabels));
const bold = (text: string) => `**${text}**`;

function summaryOf(event: AuditEvent): string {
  const verb = changeVerbs[event.type];
  if (verb === undefined || !event.featureName) return `${bold(event.createdBy)} triggered ${bold(event.type)}`;
  const environment = event.environment ? ` for the ${bold(event.environment)} environment` : '';
  const project = event.project ? ` in project ${bold(event.project)}` : '';
  return `${bold(event.createdBy)} ${verb} ${bold(event.featureName)}${environment}${project}`;
}

export function withLabelAndSummary(event: AuditEvent): AuditEvent {
  return { ...event, label: labels.get(event.type) ?? event.type, summary: summaryOf(event) };
}
