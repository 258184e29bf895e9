/**
 * What a task is for, said after its schedule in Portuguese, whose heads come first: led by a verb of a task in the
 * infinitive ("pagar fornecedores", "fechar o mês", "checar o estoque", "mandar o resumo"), or by a word of a thing
 * done ("fechamento do caixa", "relatório pro financeiro", "reunião geral", "backup do banco", "aula de inglês",
 * "academia"), or a noun of doing alone ("faturamento", "manutenção"): set aside as the task's purpose
 * (trailingPurpose.ts), as "check the stock" is. Each word must still be a name's word there (no day, month, number
 * or word of when: "pagar dia 5" and "reunião quinzenal" stay refused), but a month, a week or a year said as the
 * thing a verb of a task is done to, after its article ("fechar o mês", "planejar a semana"): which thing, not when.
 */

const plain = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Verbs of a task, in the infinitive, without their accents. */
const TASK_VERB = new Set(
  (
    'fechar abrir pagar cobrar checar conferir verificar mandar enviar lembrar ligar fazer tomar limpar regar ' +
    'alimentar levar buscar trocar rodar atualizar revisar publicar postar emitir gerar renovar desligar reiniciar ' +
    'disparar lavar comprar separar entregar chamar avisar passear rever apagar tirar dar molhar ' +
    'arrumar organizar planejar lancar conciliar faturar imprimir baixar subir rodar backupear exportar importar'
  ).split(' '),
);
/** Words of a thing done, said first ("relatório pro financeiro", "reunião geral"), without their accents. */
const THING_FIRST = new Set(
  (
    'fechamento relatorio reuniao backup boleto boletos aula aulas academia pagamento pagamentos cobranca lembrete ' +
    'resumo faturamento inventario treino culto missa plantao limpeza entrega disparo envio conferencia revisao ' +
    'consulta remedio remedios folha balanco ronda daily standup'
  ).split(' '),
);
/** A noun of doing alone ("faturamento", "manutenção"; "limpeza" is listed above). */
const DOING = /^\p{L}{3,}(?:mento|cao|agem)$/u;

/** Whether words left after the schedule name a task in Portuguese. */
export function portugueseTask(words: readonly string[]): boolean {
  const [lead, ...rest] = words.map(plain);
  if (lead === undefined) return false;
  return (TASK_VERB.has(lead) && rest.length > 0) || THING_FIRST.has(lead) || (rest.length === 0 && DOING.test(lead));
}

/** Times that a verb of a task may be done to ("fechar o mês", "planejar a semana", "fechar o ano"). */
const TIME_OBJECT = new Set('mes semana ano trimestre quinzena'.split(' '));

/**
 * Whether the `k`th word left after the schedule belongs to the thing a Portuguese verb of a task is done to, though
 * it would be no name's word alone: its article right after the verb ("regar as plantas": "as" is no "as" of
 * English), or a time said last as that thing, after its article ("fechar o mês", "planejar a semana").
 */
export function portugueseObjectWord(words: readonly string[], k: number): boolean {
  const said = words.map(plain);
  if (!TASK_VERB.has(said[0] as string)) return false;
  // ("a" before it may be passed over by the reader, as English "a" is: "planejar a semana" leaves two words)
  const article = /^(?:o|a|os|as)$/.test(said[1] as string);
  if (k === 1 && article) return said.length > 2;
  return k === said.length - 1 && k === (article ? 2 : 1) && TIME_OBJECT.has(said[k] as string);
}
