package it.sporta.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
