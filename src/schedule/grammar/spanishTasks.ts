import { CALLED_OFF, WHEN_STEM } from './romanceTaskNouns.js';
import { plainWord as plain } from './wordRules.js';

/**
 * What a task is for, said after its schedule in Spanish, whose heads come first: led by a verb of a task in the
 * infinitive ("pagar el alquiler", "enviar el informe", "revisar las facturas"), by a word of a thing done
 * ("nóminas", "informe de ventas", "reunión de equipo", "copia de seguridad", "clase de inglés"), or a noun of doing
 * alone ("mantenimiento", "facturación"): set aside as the task's purpose (trailingPurpose.ts), as "run payroll" is.
 * Each word must still be a name's word there (no day, month, number or word of when: "reunión quincenal" and "pagar
 * el día 5" stay refused).
 */

/** Verbs of a task, in the infinitive, without their accents. */
const TASK_VERB = new Set(
  (
    'pagar enviar mandar revisar cerrar abrir cobrar llamar limpiar regar sacar comprar hacer preparar publicar ' +
    'actualizar reiniciar apagar encender subir bajar exportar importar imprimir generar emitir renovar entregar ' +
    'recoger avisar recordar comprobar verificar conciliar facturar archivar tomar dar'
  ).split(' '),
);
/** Words of a thing done, said first ("nóminas", "informe de ventas"), without their accents. */
const THING_FIRST = new Set(
  (
    'nomina nominas informe informes reunion reuniones factura facturas recibo recibos pago pagos alquiler cierre ' +
    'copia resumen boletin recordatorio clase clases entrenamiento limpieza inventario misa guardia turno ' +
    'medicacion pastilla pastillas backup standup junta felicitacion mensaje reparto respaldo revision'
  ).split(' '),
);
/** A noun of doing alone ("mantenimiento", "facturación"). */
const DOING = /^\p{L}{3,}(?:miento|cion)$/u;

/** Whether words left after the schedule name a task in Spanish. */
export function spanishTask(words: readonly string[]): boolean {
  const [lead, ...rest] = words.map(plain);
  if (lead === undefined) return false;
  // "junta cancelada", "reunión pospuesta": a task said to be off is no purpose
  if (rest.some((w) => CALLED_OFF.test(w))) return false;
  // "informe trimestral", "informe mensual" (Spanish and Galician): a word of how often beside the schedule's
  if (rest.some((w) => WHEN_STEM.test(w))) return false;
  return (TASK_VERB.has(lead) && rest.length > 0) || THING_FIRST.has(lead) || (rest.length === 0 && DOING.test(lead));
}
