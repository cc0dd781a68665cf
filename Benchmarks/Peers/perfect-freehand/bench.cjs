// Measures perfect-freehand's getStroke on the same input as forcetouch-bench's ink.outline.points
// (the generator of Benchmarks/ForceTouchBench/Benchmarks+Ink.swift, ported). Median of batches over about
// SECONDS s, and the CPU time a point. The library is not part of this repository: see README.md.
const { getStroke } = require(process.env.PERFECT_FREEHAND || './perfect-freehand.js')
function points(count) {
  let state = 0x12345678 >>> 0
  let pressure = 0.5
  const out = []
  for (let index = 0; index < count; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    const random = (state >>> 8) / 16777216
    pressure += (random - pressure) * 0.1
    const x = 400 + 300 * Math.sin(index * 0.013) + 20 * Math.sin(index * 0.31)
    const y = 400 + 300 * Math.cos(index * 0.011) + 20 * Math.cos(index * 0.27)
    out.push([x, y, pressure])
  }
  return out
}
const seconds = Number(process.argv[2] || 3)
const input = points(10000)
const options = { size: 8, thinning: 0.6, streamline: 0.5, simulatePressure: false, last: true }
let checksum = 0
for (let i = 0; i < 20; i++) checksum += getStroke(input, options).length
const per = []
const cpu0 = process.cpuUsage()
let timedPoints = 0
const deadline = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9))
while (process.hrtime.bigint() < deadline || per.length < 5) {
  const start = process.hrtime.bigint()
  checksum += getStroke(input, options).length
  const ns = Number(process.hrtime.bigint() - start)
  per.push(ns / input.length)
  timedPoints += input.length
}
const cpu = process.cpuUsage(cpu0)
const cpuNsPerPoint = (cpu.user + cpu.system) * 1000 / timedPoints
per.sort((a, b) => a - b)
const median = per[Math.floor(per.length / 2)]
console.log(JSON.stringify({ name: 'perfect-freehand.getStroke', node: process.version, batches: per.length,
  pointsPerBatch: input.length, medianNanoseconds: median, operationsPerSecond: 1e9 / median,
  cpuNanosecondsPerPoint: cpuNsPerPoint, cpuPointsPerSecond: 1e9 / cpuNsPerPoint, outlinePoints: getStroke(input, options).length, checksum }))
