import { expect, test } from 'vitest'
import { addressNames, givenName } from './names.ts'

test.each([
  ['Dr. Melissa Ko', 'Melissa'],
  ['Justin Florentine (Besu)', 'Justin'],
  ["Boma's iPhone", 'Boma'],
  ['Ann’s MacBook Pro', 'Ann'],
  ['Tullio | Erigon', 'Tullio'],
  ['Greg K | Lido', 'Greg'],
  ['Łukasz Rozmej', 'Łukasz'],
  ['Rozmej, Łukasz', 'Łukasz'],
  ['Prof Anna Smith', 'Anna'],
  ['Grad A', 'Grad A'],
  ['Zoom user', 'Zoom user'],
  ['Speaker 2', 'Speaker 2'],
  ['Person 000', 'Person 000'],
  ['Speaker B', 'Speaker B'],
  ['matheusfranco', 'matheusfranco'],
  // An account handle is the name it spells; a hyphenated name is a name as written.
  ['jochem-brouwer', 'Jochem'],
  ['ana_silva', 'Ana'],
  ['Jean-Luc Picard', 'Jean-Luc'],
  ['FLCL', 'FLCL'],
  ['Ana Souza | Lambda | Ethrex', 'Ana'],
  ['Alex Kim (they/them) | Platform Team', 'Alex'],
  ['Ivo Petrov @ Ambire', 'Ivo'],
  ['Doe, Jane (External)', 'Jane'],
  ['Audio shared by Marco Rossi', 'Audio shared by Marco Rossi'],
])('%s is addressed as %s', (label, name) => {
  expect(givenName(label)).toBe(name)
})

test('two people who share a given name are addressed by their full names', () => {
  const names = addressNames(['Justin Traglia', 'Justin Florentine (Besu)', 'Grad A', 'Grad B', 'Ann'])
  expect(Object.fromEntries(names)).toEqual({
    'Justin Traglia': 'Justin Traglia',
    'Justin Florentine (Besu)': 'Justin Florentine',
    'Grad A': 'Grad A',
    'Grad B': 'Grad B',
    Ann: 'Ann',
  })
})
