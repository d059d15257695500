/** The betting calculators on the coupon maths (routes information-calc and information-betting-calculator). */
export { CalculatorPage as default } from '../calculator/CalculatorPage.tsx';
