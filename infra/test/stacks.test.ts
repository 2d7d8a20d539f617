/**
 * The stack in every configuration the tests synthesise, in one test file. Loading the CDK library
 * and warming it up costs about 10 s of CPU in each test file, more than a synthesis: as six files
 * these topics took 84 s of CPU, as one 49 s. Each variant is synthesised once for the run
 * (variants.ts), and a new topic goes into the module of its variant.
 */
import './default-stage';
import './configured-stages';
import './localstack.topic';
import './route-function.topic';
import './stage-file.topic';
import './web-acl.topic';
