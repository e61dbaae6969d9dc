import type { ApyRewardsMessages } from '../src/i18n/messages';

/** A complete German translation of the components' text, as a product would ship it. */
export const germanMessages: ApyRewardsMessages = {
  table: {
    caption: 'Markt-Renditen',
    historyCaption: 'Renditeverlauf',
    empty: 'Keine Märkte vorhanden.',
    loading: 'Renditen werden geladen…',
    errorTitle: 'Renditen konnten nicht geladen werden',
    columnToken: 'Markt',
    columnChain: 'Netzwerk',
    columnSupplyApy: 'Einlagezins',
    columnTotalSupplyApy: 'Gesamtrendite',
    columnBorrowApy: 'Kreditzins',
    columnTrend: 'Verlauf (Gesamtrendite)',
    columnUpdated: 'Stand',
    noData: 'Keine Daten',
    noTrend: 'Kein Verlauf',
    rewards: (apy) => `${apy} Prämien`,
    trendLabel: (from, to, hours, formattedHours) =>
      `Gesamtrendite ${hours === 1 ? 'der letzten Stunde' : `der letzten ${formattedHours} Stunden`}: von ${from} auf ${to}`,
    stale: 'Veraltet',
    staleTitle: (minutes, formattedMinutes, formattedHours) =>
      minutes % 60 !== 0 || minutes === 0
        ? `Seit über ${minutes === 1 ? 'einer Minute' : `${formattedMinutes} Minuten`} kein Stand`
        : `Seit über ${minutes === 60 ? 'einer Stunde' : `${formattedHours} Stunden`} kein Stand`,
    explorerHint: 'Öffnet den Block-Explorer in einem neuen Tab',
    marketLink: (token, chain) => `${token} auf ${chain}`,
    explorerLink: (address, chain) => `${address} im ${chain}-Explorer`,
    pagination: 'Tabellenseiten',
    previousPage: 'Zurück',
    nextPage: 'Weiter',
    sorted: (column, direction) =>
      `Sortiert nach ${column}, ${direction === 'ascending' ? 'aufsteigend' : 'absteigend'}`,
    pageOf: (page, count) => `Seite ${page} von ${count}`,
    page: (page) => `Seite ${page}`,
    rowsShown: (count, rows) => (rows === 1 ? '1 Zeile angezeigt' : `${count} Zeilen angezeigt`),
  },
  badge: {
    title: (symbol: string) => `Verdiente ${symbol}-Prämien`,
    onChain: (chain: string) => `auf ${chain}`,
    loading: 'Prämien werden geladen…',
    exactToggle: 'Genau',
    zero: 'Noch keine Prämien eingelöst',
    empty: '—',
    addressPrompt: 'Gültige Wallet-Adresse eingeben',
    amountStatus: (name: string, amount: string, hint: string | undefined) =>
      `${name}: ${amount}${hint ? `. ${hint}` : ''}`,
    errorOf: (name: string) => `${name}: `,
  },
  chainFilter: { label: 'Netzwerk', all: 'Alle' },
  errors: {
    generic: 'Etwas ist schiefgelaufen.',
    unavailable: 'Diese Daten sind gerade nicht verfügbar.',
    timeout: 'Der Dienst hat zu lange gebraucht.',
    offline: 'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    rateLimited: 'Zu viele Anfragen. Später noch einmal versuchen.',
    serverError: 'Der Dienst hat Probleme.',
    invalidResponse: 'Die Antwort des Dienstes war unlesbar.',
    badRequest: 'Diese Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
};
